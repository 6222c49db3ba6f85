/// Why no route was found, in words without payloads.
enum RouteFailure: Equatable, Sendable {
  case notInGraph(String)
  case unreachable(from: String?)
  case noGraph
  case notRoutable(String)
  case cannotShow(String)
}
