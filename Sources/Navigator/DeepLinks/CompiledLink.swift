/// One declared link: its pattern, the area of its destinations, and the two directions. A class,
/// so that reading a link takes the matched one with a single retain.
final class CompiledLink: Sendable {
  /// Makes the destinations from the parameters of a link, found in it at the spans of its
  /// arguments, or `nil` when the closure refuses them; throws the index of the parameter whose
  /// text is not of its type.
  typealias Make =
    @Sendable (LinkURL, borrowing LinkArguments) throws(ParameterFailure) -> LinkDestinations?
  /// The parameters' texts for a destination, or `nil` when this link does not take it.
  typealias Parts = @Sendable (AnyDestination) -> [LinkText?]?

  struct ParameterFailure: Error {
    let index: Int
    let type: any LinkValue.Type
    /// Whether the text had a control character, rather than not being a value of the type.
    let hasControlCharacter: Bool
  }

  /// How a parameter is read, from the type its closure takes.
  struct Parameter: Sendable {
    // NB: two bytes besides the type, the rest computed from them: each reader captures its
    // parameters and passes them on at each read, and eight stored fields (five `Bool`s) took
    // about 40 instructions a parameter to unpack from the closure's context and pack again.
    /// The type of the parameter's values.
    let type: any LinkValue.Type
    /// How a value is read: of the library's common types straight from the link's bytes, of
    /// the others through their `LinkValue` conformance.
    let reading: Reading
    private let traits: Traits

    enum Reading {
      case number, optionalNumber, text, optionalText, flag, optionalFlag, texts, conformance
    }

    /// What the type says of the values of a parameter, as bits.
    private struct Traits: OptionSet {
      let rawValue: UInt8
      static let isSegments = Traits(rawValue: 1)
      static let mayBeLeftOut = Traits(rawValue: 2)
      static let acceptsControlCharacters = Traits(rawValue: 4)
    }

    /// An `Int` or an `Int?`, read from the link's digits.
    var isNumber: Bool { reading == .number || reading == .optionalNumber }
    /// A `Bool` or a `Bool?`: a query item without `=` reads as `true`.
    var isFlag: Bool { reading == .flag || reading == .optionalFlag }
    /// An array, read from the segments of a rest of the path.
    var isSegments: Bool { traits.contains(.isSegments) }
    /// Whether a link may leave it out: an optional, or an array.
    var mayBeLeftOut: Bool { traits.contains(.mayBeLeftOut) }
    var acceptsControlCharacters: Bool { traits.contains(.acceptsControlCharacters) }

    init(_ type: any LinkValue.Type) {
      self.type = type
      reading =
        if type == Int.self {
          .number
        } else if type == Int?.self {
          .optionalNumber
        } else if type == String.self {
          .text
        } else if type == String?.self {
          .optionalText
        } else if type == Bool.self {
          .flag
        } else if type == Bool?.self {
          .optionalFlag
        } else if type == [String].self {
          .texts
        } else {
          .conformance
        }
      // NB: the library's own types are known without asking the runtime for their
      // conformances: `LinkSegmentsValue` and `valueWhenLeftOut` took about 2,000 instructions
      // a parameter declared.
      switch reading {
      case .number, .text, .flag:
        traits = []
      case .optionalNumber, .optionalText, .optionalFlag:
        traits = .mayBeLeftOut
      case .texts, .conformance:
        var traits: Traits = []
        if type is any LinkSegmentsValue.Type { traits.insert(.isSegments) }
        if type.mayBeLeftOut { traits.insert(.mayBeLeftOut) }
        if type.acceptsControlCharacters { traits.insert(.acceptsControlCharacters) }
        self.traits = traits
      }
    }
  }

  let pattern: LinkPattern
  let area: ObjectIdentifier
  /// Links of higher priority are tried first, whatever their shape.
  let priority: Int
  let make: Make
  let parts: Parts
  let parameters: [Parameter]
  /// The parameters' types, which tell two patterns of one shape apart.
  let types: [ObjectIdentifier]

  init(
    pattern: LinkPattern, area: ObjectIdentifier, priority: Int, parameters: [Parameter],
    make: @escaping Make, parts: @escaping Parts
  ) {
    self.pattern = pattern
    self.area = area
    self.priority = priority
    self.make = make
    self.parts = parts
    self.parameters = parameters
    types = parameters.map { ObjectIdentifier($0.type) }
  }

  /// The parameters of `link`, found at the slots of `variant` in `tree`, those of the
  /// pattern's segments with the optional ones the link has (the host first), which match the
  /// link's.
  ///
  /// - Throws: ``LinkFailure/missingQueryItem(_:pattern:)`` for a required query item the link
  ///   lacks.
  func arguments(
    of link: LinkURL, variant: Int32, in tree: borrowing LinkTree
  ) throws(LinkFailure) -> LinkArguments {
    var arguments = LinkArguments()
    // NB: the link's segments walked in place, the literal ones skipped: `position` is where
    // the segment `next` starts (the host is segment 0, the path's come after it).
    var position = link.path.lowerBound
    var next = 1
    for index in tree.variants[Int(variant)].slots {
      let slot = tree.slots[index]
      while next < slot.segment {
        _ = link.segment(after: &position)
        next += 1
      }
      if let segmentsAfter = slot.segmentsAfterRest {
        // NB: the segments after the rest are the link's last ones.
        let end = link.start(ofLast: segmentsAfter, after: position) ?? link.path.upperBound
        arguments[slot.parameter] = .rest(position..<end)
        position = end
      } else {
        let range =
          slot.segment == 0 ? link.host : link.segment(after: &position) ?? position..<position
        arguments[slot.parameter] = .segment(range)
      }
      next = slot.segment + 1
    }
    // NB: the link's items read once for (up to) 64 of the pattern's, each given to the
    // pattern's items of its key that have none yet, so that each gets the first item of its
    // key: looked for from the query's start for each of the pattern's items, the link's items
    // were scanned again (about 25 instructions a link). The pattern's items read in place: a
    // copy of one retained and released its key and its key's bytes.
    for first in stride(from: 0, to: pattern.query.count, by: UInt64.bitWidth) {
      let items = first..<min(first + UInt64.bitWidth, pattern.query.count)
      // NB: which of `items` have one, a bit each: read from the arguments, they were copied.
      var found: UInt64 = 0
      var position = link.query.lowerBound
      while let item = link.queryItem(after: &position) {
        for index in items
        where found & (1 << (index - first)) == 0
          && link.isQueryKey(item.key, pattern.query[index])
        {
          found |= 1 << (index - first)
          let parameterIndex = pattern.query[index].parameter
          // NB: `?flag` has no `=`.
          let hasEquals = item.value.lowerBound > item.key.upperBound
          arguments[parameterIndex] =
            parameters[parameterIndex].isFlag && !hasEquals ? .flag : .queryValue(item.value)
        }
      }
      for index in items
      where found & (1 << (index - first)) == 0 && !pattern.query[index].isOptional {
        throw .missingQueryItem(pattern.query[index].key, pattern: pattern.text)
      }
    }
    return arguments
  }

  /// The destinations of a link's `arguments`, or `nil` when the closure refuses them; throws
  /// the parameter whose value is not of its type, which ``failure(_:)`` puts in words.
  func destinations(
    of link: LinkURL, _ arguments: borrowing LinkArguments
  ) throws(ParameterFailure) -> LinkDestinations? {
    try make(link, arguments)
  }

  /// The failure of a link whose parameter is not of its type, naming the parameter, the
  /// pattern and the type.
  func failure(_ error: ParameterFailure) -> LinkFailure {
    let name = pattern.parameters[error.index]
    return error.hasControlCharacter
      ? .controlCharacter(parameter: name, pattern: pattern.text)
      : .wrongType(parameter: name, pattern: pattern.text, type: Self.name(of: error.type))
  }

  /// The name of `type`, without `Optional`: the type of a value a link may leave out.
  private static func name(of type: any LinkValue.Type) -> String {
    // NB: the library's common types named without asking the runtime: writing a type's name
    // and cutting `Optional<…>` took about 170 instructions a link on the row of the shapes,
    // whose refused links mostly have a number that is not one.
    if type == Int.self || type == Int?.self { return "Int" }
    if type == String.self || type == String?.self { return "String" }
    if type == Bool.self || type == Bool?.self { return "Bool" }
    let name = "\(type)"
    guard name.hasPrefix("Optional<"), name.hasSuffix(">") else { return name }
    return String(name.dropFirst("Optional<".count).dropLast())
  }

  /// The link of `destination` by this pattern, or `nil` when it does not take it or one of its
  /// values could not be written so as to read back (an empty segment, a control character).
  func url(for destination: AnyDestination) -> String? {
    guard var values = parts(destination), values.count == pattern.parameters.count else {
      return nil
    }
    func isWritable(_ text: String, _ parameter: Int) -> Bool {
      parameters[parameter].acceptsControlCharacters
        || !text.utf8.contains { $0 < 0x20 || $0 == 0x7F }
    }
    for segment in pattern.segments {
      switch segment {
      case .literal: continue
      case .parameter(let index):
        // NB: an empty segment would be dropped when read back.
        guard case .text(let text)? = values[index], !text.isEmpty, isWritable(text, index)
        else { return nil }
      case .optional(let index):
        guard let value = values[index] else { continue }
        guard case .text(let text) = value, !text.isEmpty, isWritable(text, index) else {
          return nil
        }
      case .rest(let index):
        var texts: [String]
        switch values[index] {
        case nil: texts = []
        case .segments(let segments)?: texts = segments
        case .text(let text)?:
          // NB: by bytes: a / and a combining mark after it are one Character.
          texts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
          if text.isEmpty { texts = [] }
        }
        guard !texts.isEmpty || parameters[index].mayBeLeftOut,
          texts.allSatisfy({ !$0.isEmpty && isWritable($0, index) })
        else { return nil }
        values[index] = .segments(texts)
      }
    }
    for item in pattern.query {
      if case .text(let text)? = values[item.parameter], !isWritable(text, item.parameter) {
        return nil
      }
    }
    return pattern.link(values)
  }
}
