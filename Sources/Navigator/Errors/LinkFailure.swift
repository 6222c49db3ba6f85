/// Why a link could not be read, in words without the values it carries. Reading a link throws
/// it, smaller than the ``NavigationError/invalidLink`` it becomes for the caller.
enum LinkFailure: Error, Equatable, Sendable {
  case tooLong(limit: Int)
  case malformed(String)
  /// The declared schemes, since the link's may hold anything.
  case unknownScheme(declared: [String])
  case unknownHost(scheme: String)
  case noMatch(nearest: String)
  case wrongType(parameter: String, pattern: String, type: String)
  case controlCharacter(parameter: String, pattern: String)
  /// Every pattern that matched refused its values (its closure gave `nil`).
  case refused(patterns: [String])
  case invalidValue(parameter: String, identifier: String, reason: String)
  case missingQueryItem(String, pattern: String)
  case noLinks
  case noDestination
  case unknownIdentifier(String)
  case unknownParameter(String, identifier: String)
  case missingParameter(String, identifier: String)
}

extension LinkFailure {
  /// The failure in words, naming patterns and parameters, never the link's values.
  var sentence: String {
    switch self {
    case .tooLong(let limit):
      return "it is longer than \(limit) bytes, the limit of DeepLinks.lengthLimit"
    case .malformed(let reason):
      return "it is malformed, as \(reason)"
    case .unknownScheme(let declared):
      return "its scheme is none of the declared ones ("
        + declared.sorted().joined(separator: ", ") + ")"
    case .unknownHost(let scheme):
      return "no link of \(scheme) is declared for its host"
    case .noMatch(let nearest):
      return "no pattern matches its path; the nearest is \(nearest)"
    case .wrongType(let parameter, let pattern, let type):
      return "{\(parameter)} of \(pattern) is not a valid \(type)"
    case .controlCharacter(let parameter, let pattern):
      return "{\(parameter)} of \(pattern) has a control character, which its type does not accept"
    case .refused(let patterns):
      return "every pattern that matches refused its values: " + patterns.joined(separator: ", ")
    case .invalidValue(let parameter, let identifier, let reason):
      return "the parameter \(parameter) of the link \(identifier) \(reason)"
    case .missingQueryItem(let key, let pattern):
      return "it has no \(key) query item, which \(pattern) requires"
    case .noLinks:
      return "the app navigator has no links; set its links to the app's DeepLinks"
    case .noDestination:
      return "its pattern named no destination"
    case .unknownIdentifier(let identifier):
      return "no link has the identifier \(identifier)"
    case .unknownParameter(let name, let identifier):
      return "the link \(identifier) has no parameter \(name)"
    case .missingParameter(let name, let identifier):
      return "the link \(identifier) needs the parameter \(name)"
    }
  }
}
