import Foundation

/// Plain identifiers for deep links, as push notifications and servers send them:
/// `("chat", ["user": "ada"])` resolves to the link of a declared pattern, then reads as that
/// link would, with the same checks.
///
/// The table maps each identifier to one of the ``DeepLinks`` patterns, by its text. It can be
/// written in code or loaded at run time from JSON (`{"chat": "messenger://chat/{user}"}`), and is
/// checked against the declared patterns when made:
///
/// ```swift
/// let identifiers = try LinkIdentifiers(json: data, for: links)
/// let link = try identifiers.link(for: "chat", parameters: ["user": "ada"])
/// appNavigator.send(.open(link))  // messenger://chat/ada
/// ```
public struct LinkIdentifiers: Sendable {
  private let patterns: [String: CompiledLink]

  /// A table of `entries`, identifier to pattern text, checked against `links`.
  ///
  /// ```swift
  /// let identifiers = try LinkIdentifiers(["chat": "messenger://chat/{user}"], for: links)
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidLinkTable``, naming every entry whose pattern is not one
  ///   of `links`.
  public init(_ entries: [String: String], for links: DeepLinks) throws(NavigationError) {
    var byText: [String: CompiledLink] = [:]
    for link in links.links where byText[link.pattern.text] == nil {
      byText[link.pattern.text] = link
    }
    var patterns: [String: CompiledLink] = [:]
    var bad: [String] = []
    for (identifier, text) in entries.sorted(by: { $0.key < $1.key }) {
      if let pattern = byText[text] {
        patterns[identifier] = pattern
      } else {
        bad.append("\(identifier) names \(text), which is not a declared pattern")
      }
    }
    guard bad.isEmpty else {
      throw NavigationError(.invalidLinkTable, detail: .reason(bad.joined(separator: "; ")))
    }
    self.patterns = patterns
  }

  /// A table loaded from a JSON object of identifier to pattern text, checked against `links`.
  ///
  /// ```swift
  /// let json = Data(#"{"chat": "messenger://chat/{user}"}"#.utf8)
  /// let identifiers = try LinkIdentifiers(json: json, for: links)
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidLinkTable`` when the data is not such an object, or names
  ///   patterns that are not declared (each entry named).
  public init(json: Data, for links: DeepLinks) throws(NavigationError) {
    let entries: [String: String]
    do {
      entries = try JSONDecoder().decode([String: String].self, from: json)
    } catch {
      throw NavigationError(
        .invalidLinkTable, detail: .reason("it is not a JSON object of identifiers to patterns"),
        underlyingError: error)
    }
    try self.init(entries, for: links)
  }

  /// The identifiers of the table.
  public var identifiers: [String] { patterns.keys.sorted() }

  /// The link that `identifier` with `parameters` stands for, to open or read like any other.
  ///
  /// ```swift
  /// let link = try identifiers.link(for: "chat", parameters: ["user": "ada"])
  /// // "messenger://chat/ada"
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidLink`` for an unknown identifier, a parameter the
  ///   pattern requires and `parameters` lacks, one it does not name, or a value that the link
  ///   would not read back: empty or holding a `/` where a segment is, or holding a control
  ///   character.
  public func link(for identifier: String, parameters: [String: String] = [:])
    throws(NavigationError) -> String
  {
    guard let link = patterns[identifier] else {
      throw DeepLinks.invalid(.unknownIdentifier(identifier))
    }
    let pattern = link.pattern
    for name in parameters.keys.sorted() where !pattern.parameters.contains(name) {
      throw DeepLinks.invalid(.unknownParameter(name, identifier: identifier))
    }
    var values = pattern.parameters.map { parameters[$0].map(LinkText.text) }
    func refuse(_ index: Int, _ reason: String) -> NavigationError {
      DeepLinks.invalid(
        .invalidValue(parameter: pattern.parameters[index], identifier: identifier, reason: reason))
    }
    for index in pattern.parameters.indices {
      guard case .text(let text)? = values[index] else { continue }
      if !link.parameters[index].acceptsControlCharacters, LinkURL.hasControlCharacter(text.utf8) {
        throw refuse(index, "has a control character")
      }
    }
    for segment in pattern.segments {
      switch segment {
      case .literal: continue
      case .parameter(let index), .optional(let index):
        guard case .text(let text)? = values[index] else {
          if case .optional = segment { continue }
          throw DeepLinks.invalid(
            .missingParameter(pattern.parameters[index], identifier: identifier))
        }
        guard !text.isEmpty else { throw refuse(index, "is empty, which a segment cannot be") }
        guard !text.contains("/") else {
          throw refuse(index, "has a /, which would read as two segments")
        }
      case .rest(let index):
        let text: String
        if case .text(let given)? = values[index] { text = given } else { text = "" }
        let texts =
          text.isEmpty
          ? [] : text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !texts.isEmpty || link.parameters[index].mayBeLeftOut else {
          throw DeepLinks.invalid(
            .missingParameter(pattern.parameters[index], identifier: identifier))
        }
        guard !texts.contains(where: \.isEmpty) else {
          throw refuse(index, "has an empty segment, which would be skipped")
        }
        values[index] = .segments(texts)
      }
    }
    for item in pattern.query where values[item.parameter] == nil && !item.isOptional {
      throw DeepLinks.invalid(
        .missingParameter(pattern.parameters[item.parameter], identifier: identifier))
    }
    return pattern.link(values)
  }
}
