/// Why a link could not be read, in words without the values it carries.
enum LinkFailure: Equatable, Sendable {
  case tooLong(limit: Int)
  case malformed(String)
  case unknownScheme(String)
  case unknownHost(String, scheme: String)
  case noMatch(nearest: String)
  case wrongType(parameter: String, pattern: String, type: String)
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
    case .unknownScheme(let scheme):
      return "no link is declared for the scheme \(scheme)"
    case .unknownHost(let host, let scheme):
      return "no link is declared for the host \(host) of \(scheme)"
    case .noMatch(let nearest):
      return "no pattern matches its path; the nearest is \(nearest)"
    case .wrongType(let parameter, let pattern, let type):
      return "{\(parameter)} of \(pattern) is not a valid \(type)"
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
