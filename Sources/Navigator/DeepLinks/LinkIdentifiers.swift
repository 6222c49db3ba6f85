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
/// appNavigator.perform(.open(link))  // messenger://chat/ada
/// ```
public struct LinkIdentifiers: Sendable {
  private let patterns: [String: LinkPattern]

  /// A table of `entries`, identifier to pattern text, checked against `links`.
  ///
  /// ```swift
  /// let identifiers = try LinkIdentifiers(["chat": "messenger://chat/{user}"], for: links)
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidLinkTable``, naming every entry whose pattern is not one
  ///   of `links`.
  public init(_ entries: [String: String], for links: DeepLinks) throws(NavigationError) {
    var byText: [String: LinkPattern] = [:]
    for link in links.links { byText[link.pattern.text] = link.pattern }
    var patterns: [String: LinkPattern] = [:]
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
  /// let identifiers = try LinkIdentifiers(json: Data(#"{"chat": "messenger://chat/{user}"}"#.utf8), for: links)
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
  /// try identifiers.link(for: "chat", parameters: ["user": "ada"])  // "messenger://chat/ada"
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidLink`` for an unknown identifier, a parameter the
  ///   pattern requires and `parameters` lacks, or one it does not name.
  public func link(for identifier: String, parameters: [String: String] = [:])
    throws(NavigationError) -> String
  {
    guard let pattern = patterns[identifier] else {
      throw DeepLinks.invalid(.unknownIdentifier(identifier))
    }
    for name in parameters.keys.sorted() where !pattern.parameters.contains(name) {
      throw DeepLinks.invalid(.unknownParameter(name, identifier: identifier))
    }
    let values = pattern.parameters.map { parameters[$0] }
    for (index, name) in pattern.parameters.enumerated() where values[index] == nil {
      let isOptional = pattern.query.contains { $0.parameter == index && $0.isOptional }
      if !isOptional { throw DeepLinks.invalid(.missingParameter(name, identifier: identifier)) }
    }
    return pattern.link(values)
  }
}
