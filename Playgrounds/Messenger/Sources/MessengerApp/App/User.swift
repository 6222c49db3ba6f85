/// Someone with a Messenger account: the person logged in, or the person at the other end of a
/// chat.
struct User: Hashable, Codable, Sendable, CustomStringConvertible {
  let name: String
  let email: String

  static let ada = User(name: "Ada", email: "ada@example.com")
  static let grace = User(name: "Grace", email: "grace@example.com")
  static let linus = User(name: "Linus", email: "linus@example.com")

  /// Every account, standing in for the server.
  static let everyone: [User] = [.ada, .grace, .linus]

  /// The people `self` can write to.
  var contacts: [User] { User.everyone.filter { $0 != self } }

  var description: String { name }
}
