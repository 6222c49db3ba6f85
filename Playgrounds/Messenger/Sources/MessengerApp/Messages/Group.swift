/// A group chat, which the new-group flow returns to the inbox.
struct Group: Hashable, Codable, Sendable, CustomStringConvertible {
  let name: String
  let members: [User]

  var description: String {
    "\(name) with \(members.map(\.name).joined(separator: " and "))"
  }
}
