extension DeepLinks {
  /// The declaration of a ``DeepLinks`` table, one area at a time.
  public struct Declaration {
    var links: [CompiledLink] = []
    var errors: [NavigationError] = []

    /// Declares the links of one area, whose destinations the block's closures make and take
    /// apart.
    ///
    /// ```swift
    /// links.area(SettingsDestination.self) { settings in
    ///   settings.link("messenger://settings", .settings)
    /// }
    /// ```
    public mutating func area<D: Destination>(_ area: D.Type, _ declare: (inout Area<D>) -> Void) {
      var block = Area<D>(declaration: self)
      declare(&block)
      self = block.declaration
    }
  }

  /// The links of one area, inside ``Declaration/area(_:_:)``. A link's parameters, in the order
  /// its pattern names them (path, then query), are the arguments of the closure that makes its
  /// destination, typed by that closure; `parts` gives them back from a destination, or `nil`
  /// when the link does not take it.
  public struct Area<D: Destination> {
    var declaration: Declaration

    /// Declares a link without parameters to `destination`.
    ///
    /// ```swift
    /// messages.link("messenger://inbox", .inbox)
    /// settings.link("messenger:///settings", .settings)  // a link without host
    /// ```
    public mutating func link(_ pattern: String, priority: Int = 0, _ destination: D) {
      add(pattern, priority: priority, types: []) { _ in
        [AnyDestination(destination)]
      } parts: {
        $0 == AnyDestination(destination) ? [] : nil
      }
    }

    /// Declares a link with one parameter. The closure may return `nil` to refuse the value, so
    /// that the next pattern that matches is tried.
    ///
    /// ```swift
    /// messages.link("messenger://chat/{user}") { (user: String) in .chat(User(name: user)) }
    ///   parts: { if case .chat(let user) = $0 { user.name } else { nil } }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern, whose parameter is the closure's.
    ///   - priority: Patterns of higher priority are tried first when several match; 0 unless
    ///     given.
    ///   - make: Makes the destination of the link's value, or refuses it with `nil`.
    ///   - parts: The value of a destination, or `nil` when this link does not take it.
    public mutating func link<A: LinkValue>(
      _ pattern: String, priority: Int = 0, _ make: @escaping @Sendable (A) -> D?,
      parts: @escaping @Sendable (D) -> A?
    ) {
      add(pattern, priority: priority, types: [A.self]) {
        texts throws(CompiledLink.ParameterFailure) in
        // NB: not `Optional.map`, which runs unspecialized here (about 300 instructions).
        guard let destination = make(try Self.value(A.self, texts, 0)) else { return nil }
        return [AnyDestination(destination)]
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0)] }
      }
    }

    /// Declares a link with two parameters.
    ///
    /// ```swift
    /// files.link("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
    ///   .message(User(name: user), id)
    /// } parts: { if case .message(let user, let id) = $0 { (user.name, id) } else { nil } }
    /// ```
    public mutating func link<A: LinkValue, B: LinkValue>(
      _ pattern: String, priority: Int = 0, _ make: @escaping @Sendable (A, B) -> D?,
      parts: @escaping @Sendable (D) -> (A, B)?
    ) {
      add(pattern, priority: priority, types: [A.self, B.self]) {
        texts throws(CompiledLink.ParameterFailure) in
        let a = try Self.value(A.self, texts, 0)
        let b = try Self.value(B.self, texts, 1)
        guard let destination = make(a, b) else { return nil }
        return [AnyDestination(destination)]
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0.0), Self.text($0.1)] }
      }
    }

    /// Declares a link with three parameters.
    ///
    /// ```swift
    /// search.link("messenger://search?q={query}&from={user?}&page={page?}") {
    ///   (query: String, user: String?, page: Int?) in .results(query, user, page ?? 1)
    /// } parts: { if case .results(let q, let u, let p) = $0 { (q, u, p) } else { nil } }
    /// ```
    public mutating func link<A: LinkValue, B: LinkValue, C: LinkValue>(
      _ pattern: String, priority: Int = 0, _ make: @escaping @Sendable (A, B, C) -> D?,
      parts: @escaping @Sendable (D) -> (A, B, C)?
    ) {
      add(pattern, priority: priority, types: [A.self, B.self, C.self]) {
        texts throws(CompiledLink.ParameterFailure) in
        let a = try Self.value(A.self, texts, 0)
        let b = try Self.value(B.self, texts, 1)
        let c = try Self.value(C.self, texts, 2)
        guard let destination = make(a, b, c) else { return nil }
        return [AnyDestination(destination)]
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map {
          [Self.text($0.0), Self.text($0.1), Self.text($0.2)]
        }
      }
    }

    /// Declares a link with any number of parameters.
    ///
    /// ```swift
    /// maps.link("maps://place/{lat}/{lon}/{zoom}?layer={layer}") {
    ///   (lat: Double, lon: Double, zoom: Int, layer: String) in .place(lat, lon, zoom, layer)
    /// } parts: {
    ///   if case .place(let lat, let lon, let zoom, let layer) = $0 { (lat, lon, zoom, layer) } else { nil }
    /// }
    /// ```
    public mutating func link<each V: LinkValue>(
      _ pattern: String, priority: Int = 0, _ make: @escaping @Sendable (repeat each V) -> D?,
      parts: @escaping @Sendable (D) -> (repeat each V)?
    ) {
      add(pattern, priority: priority, types: Self.types(repeat (each V).self)) {
        texts throws(CompiledLink.ParameterFailure) in
        var reader = ArgumentReader(texts)
        guard let destination = make(repeat try reader.next((each V).self)) else { return nil }
        return [AnyDestination(destination)]
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { values in Self.texts(repeat each values) }
      }
    }

    /// Declares a link without parameters that names a whole path: the destinations a route
    /// must pass through, the last one, of this area, its target.
    ///
    /// ```swift
    /// settings.path("messenger://settings/account", [
    ///   AnyDestination(SettingsDestination.settings), AnyDestination(SettingsDestination.account),
    /// ])
    /// ```
    public mutating func path(
      _ pattern: String, priority: Int = 0, _ destinations: [AnyDestination]
    ) {
      add(pattern, priority: priority, types: []) { _ in
        destinations
      } parts: {
        $0 == destinations.last ? [] : nil
      }
    }

    /// Declares a link with one parameter that names a whole path: the destinations a route
    /// must pass through, the last one, of this area, its target. `parts` takes the target.
    ///
    /// ```swift
    /// contacts.path("messenger://contacts/{user}/profile") { (user: String) in
    ///   [AnyDestination(ContactsDestination.card(User(name: user))),
    ///    AnyDestination(ContactsDestination.profile(User(name: user)))]
    /// } parts: { if case .profile(let user) = $0 { user.name } else { nil } }
    /// ```
    public mutating func path<A: LinkValue>(
      _ pattern: String, priority: Int = 0,
      _ make: @escaping @Sendable (A) -> [AnyDestination]?,
      parts: @escaping @Sendable (D) -> A?
    ) {
      add(pattern, priority: priority, types: [A.self]) {
        texts throws(CompiledLink.ParameterFailure) in
        make(try Self.value(A.self, texts, 0))
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0)] }
      }
    }

    /// Declares a link with two parameters that names a whole path; `parts` takes the target.
    ///
    /// ```swift
    /// messages.path("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
    ///   [AnyDestination(MessagesDestination.chat(User(name: user))),
    ///    AnyDestination(MessagesDestination.message(id))]
    /// } parts: { _ in nil }
    /// ```
    public mutating func path<A: LinkValue, B: LinkValue>(
      _ pattern: String, priority: Int = 0,
      _ make: @escaping @Sendable (A, B) -> [AnyDestination]?,
      parts: @escaping @Sendable (D) -> (A, B)?
    ) {
      add(pattern, priority: priority, types: [A.self, B.self]) {
        texts throws(CompiledLink.ParameterFailure) in
        let a = try Self.value(A.self, texts, 0)
        let b = try Self.value(B.self, texts, 1)
        return make(a, b)
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0.0), Self.text($0.1)] }
      }
    }

    /// Declares a link with any number of parameters that names a whole path; `parts` takes the
    /// target.
    ///
    /// ```swift
    /// files.path("files://{owner}/{folder}/{id}") { (owner: String, folder: String, id: Int) in
    ///   [AnyDestination(FilesDestination.folder(owner, folder)), AnyDestination(FilesDestination.file(id))]
    /// } parts: { _ in nil }
    /// ```
    public mutating func path<each V: LinkValue>(
      _ pattern: String, priority: Int = 0,
      _ make: @escaping @Sendable (repeat each V) -> [AnyDestination]?,
      parts: @escaping @Sendable (D) -> (repeat each V)?
    ) {
      add(pattern, priority: priority, types: Self.types(repeat (each V).self)) {
        texts throws(CompiledLink.ParameterFailure) in
        var reader = ArgumentReader(texts)
        return make(repeat try reader.next((each V).self))
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { values in Self.texts(repeat each values) }
      }
    }

    // MARK: - Compiling

    private mutating func add(
      _ text: String, priority: Int, types: [any LinkValue.Type],
      make: @escaping CompiledLink.Make, parts: @escaping CompiledLink.Parts
    ) {
      do throws(NavigationError) {
        let pattern = try LinkPattern(text)
        try Self.check(pattern, types: types)
        declaration.links.append(
          CompiledLink(
            pattern: pattern, area: ObjectIdentifier(D.self), priority: priority, types: types,
            make: make, parts: parts))
      } catch {
        declaration.errors.append(error)
      }
    }

    /// Checks that `pattern` names the parameters of `types`, each where its type can be read.
    private static func check(
      _ pattern: LinkPattern, types: [any LinkValue.Type]
    ) throws(NavigationError) {
      func invalid(_ reason: String) -> NavigationError {
        NavigationError(.invalidLinkPattern, detail: .linkPattern(pattern.text, reason))
      }
      guard pattern.parameters.count == types.count else {
        throw invalid(
          "it names \(pattern.parameters.count) parameter(s), and its closure takes "
            + "\(types.count)")
      }
      var places = [ParameterPlace](repeating: .segment, count: types.count)
      for segment in pattern.segments {
        switch segment {
        case .literal: continue
        case .parameter(let index): places[index] = .segment
        case .optional(let index): places[index] = .optional
        case .rest(let index): places[index] = .rest
        }
      }
      for item in pattern.query { places[item.parameter] = item.isOptional ? .optional : .item }
      for (index, type) in types.enumerated() where places[index] != .rest {
        let name = pattern.parameters[index]
        if type is any LinkSegmentsValue.Type {
          throw invalid("{\(name)} is an array in its closure, so it must be a rest {\(name)...}")
        }
        if places[index] == .optional, !type.mayBeLeftOut {
          throw invalid("{\(name)?} may be left out, so its closure must take an optional")
        }
        if places[index] != .optional, type.mayBeLeftOut {
          throw invalid(
            "{\(name)} is optional in its closure, so it must be {\(name)?}, which a link may "
              + "leave out")
        }
      }
    }

    static func value<V: LinkValue>(
      _ type: V.Type, _ arguments: ParameterTexts, _ index: Int
    ) throws(CompiledLink.ParameterFailure) -> V {
      // NB: the casts cannot fail, and are comparisons of types; `V(linkText:)` asks the
      // runtime for the metadata of `Optional<V>` (a few hundred instructions a parameter, as
      // this code is not specialized), and would read the number from a String again.
      switch arguments[index] {
      case .number(let number):
        if V.self == Int.self { return number as! V }
        if V.self == Int?.self { return Optional(number) as! V }
      case .text(let text):
        if V.self == String.self { return text as! V }
        if V.self == String?.self { return Optional(text) as! V }
        if V.self == Bool.self, let flag = Bool(text) { return flag as! V }
        if V.self == Bool?.self, let flag = Bool(text) { return Optional(flag) as! V }
      case .segments(let segments):
        if V.self == [String].self { return segments as! V }
      case .leftOut:
        // NB: `V.valueWhenLeftOut` asks the runtime for the metadata of `Optional<V>`.
        if V.self == Int?.self { return Int?.none as! V }
        if V.self == String?.self { return String?.none as! V }
        if V.self == Bool?.self { return Bool?.none as! V }
        if V.self == [String].self { return [String]() as! V }
      case .notANumber, .controlCharacter: break
      }
      return try converted(V.self, arguments[index], index)
    }

    /// The value of a parameter that ``value(_:_:_:)`` does not read itself, by its
    /// `LinkValue` conformance.
    @inline(never)
    private static func converted<V: LinkValue>(
      _ type: V.Type, _ argument: LinkArgument, _ index: Int
    ) throws(CompiledLink.ParameterFailure) -> V {
      switch argument {
      case .text(let text):
        if let value = V(linkText: text) { return value }
      case .number(let number):
        if let value = V(linkText: String(number)) { return value }
      case .segments(let segments):
        if let segmentsType = V.self as? any LinkSegmentsValue.Type,
          let value = segmentsType.init(linkSegments: segments) as? V
        {
          return value
        }
      case .leftOut:
        // NB: only an optional segment, item or rest may be left out (the declaration checks it).
        if let value = V.valueWhenLeftOut { return value }
      case .controlCharacter:
        throw CompiledLink.ParameterFailure(index: index, type: V.self, hasControlCharacter: true)
      case .notANumber: break
      }
      throw CompiledLink.ParameterFailure(index: index, type: V.self, hasControlCharacter: false)
    }

    /// The text of `value` for its link: its segments for an array, else its text.
    static func text<V: LinkValue>(_ value: V) -> LinkText? {
      if let segments = value as? any LinkSegmentsValue {
        return segments.linkSegments.map { .segments($0) }
      }
      return value.linkText.map { .text($0) }
    }

    private static func types<each V: LinkValue>(_ types: repeat (each V).Type)
      -> [any LinkValue.Type]
    {
      var all: [any LinkValue.Type] = []
      for type in repeat each types { all.append(type) }
      return all
    }

    private static func texts<each V: LinkValue>(_ values: repeat each V) -> [LinkText?] {
      var texts: [LinkText?] = []
      for value in repeat each values { texts.append(text(value)) }
      return texts
    }

    /// Reads the parameters of a link one after the other, for a closure of any number of them.
    private struct ArgumentReader {
      let arguments: ParameterTexts
      var index = 0

      init(_ arguments: ParameterTexts) { self.arguments = arguments }

      mutating func next<V: LinkValue>(_ type: V.Type) throws(CompiledLink.ParameterFailure) -> V {
        defer { index += 1 }
        return try Area.value(V.self, arguments, index)
      }
    }
  }
}

extension LinkValue {
  /// Whether a link may leave a value of this type out.
  static var mayBeLeftOut: Bool { valueWhenLeftOut != nil }
}

/// Where a parameter is in a pattern.
private enum ParameterPlace {
  case segment, optional, rest, item
}
