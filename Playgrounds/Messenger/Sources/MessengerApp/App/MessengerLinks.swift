import Navigator

/// The sample's deep links, declared once for the signed-in areas and read both ways: a link
/// gives the destinations it names, and a destination gives its link for "Share".
///
/// Each path is declared as a universal link, `https://messenger.example/<path>`, and under the
/// custom scheme, `messenger://<path>`. The universal link is declared first, so it is the one
/// ``DeepLinks/url(for:)`` writes: anyone can open it, with or without the app.
///
/// | Path | Destinations |
/// | --- | --- |
/// | `inbox?account={account}` | `MessagesDestination.inbox(account)` |
/// | `chat/{user}` | `.chat(user)` |
/// | `profile/{user}` | `.profile(user)`, over the chat, made on the way |
/// | `contacts/{user}/profile` | `ContactsDestination.card(user)`, then `.profile(user)` over it |
/// | `compose?from={account}` | `.newMessage(from: account)` |
/// | `compose/recipients?from={account}` | `.recipients(of: account)`, pushed in the sheet |
/// | `compose/photo` | `.photoPicker`, over the sheet |
/// | `contacts?account={account}` | `ContactsDestination.contacts(of: account)` |
/// | `contacts/{user}?email={email?}` | `.card(user)`, with an email for someone new |
/// | `settings` | `SettingsDestination.settings` |
///
/// The screens that belong to the signed-in user (the inbox, the contacts, the compose sheet)
/// name the account: a link's destinations are made from the link alone, and the signed-in user
/// is not in it. A link for another account finds no route and changes nothing. Logging out has
/// no link: a link must not sign anyone out.
///
/// ```swift
/// appNavigator.links = try MessengerLinks.make()
/// appNavigator.perform(.open("messenger://contacts/Linus/profile"))
/// appNavigator.links?.url(for: MessagesDestination.chat(.grace))
/// // "https://messenger.example/chat/Grace"
/// ```
public enum MessengerLinks {
  /// The host of the universal links.
  static let website = "https://messenger.example/"
  /// The custom scheme, whose host is the path's first word.
  static let scheme = "messenger://"

  /// The links of the signed-in areas, compiled.
  ///
  /// - Throws: ``NavigationError/invalidLinkPattern`` for a pattern the library refuses, which
  ///   the tests would catch first.
  public static func make() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(MessagesDestination.self) { messages in
        messages.link(both: "inbox?account={account}") { (account: User) in
          .inbox(account)
        } parts: {
          if case .inbox(let account) = $0 { account } else { nil }
        }
        messages.link(both: "chat/{user}") { (user: User) in
          .chat(user)
        } parts: {
          if case .chat(let user) = $0 { user } else { nil }
        }
        messages.link(both: "profile/{user}") { (user: User) in
          .profile(user)
        } parts: {
          if case .profile(let user) = $0 { user } else { nil }
        }
        // NB: a path link: the card is a breadcrumb, so the profile goes over it in Contacts
        // rather than over the chat. Sharing a profile writes the link above.
        messages.path(both: "contacts/{user}/profile") { (user: User) in
          [
            AnyDestination(ContactsDestination.card(user)),
            AnyDestination(MessagesDestination.profile(user)),
          ]
        } parts: { _ in
          nil
        }
        messages.link(both: "compose?from={account}") { (account: User) in
          .newMessage(from: account)
        } parts: {
          if case .newMessage(let account) = $0 { account } else { nil }
        }
        messages.link(both: "compose/recipients?from={account}") { (account: User) in
          .recipients(of: account)
        } parts: {
          if case .recipients(let account) = $0 { account } else { nil }
        }
        messages.link(both: "compose/photo", .photoPicker)
      }
      links.area(ContactsDestination.self) { contacts in
        contacts.link(both: "contacts?account={account}") { (account: User) in
          .contacts(of: account)
        } parts: {
          if case .contacts(let account) = $0 { account } else { nil }
        }
        // NB: the email is for someone who has no account yet (an invitation), and is left out
        // for everyone else, whose email the app knows.
        contacts.link(both: "contacts/{user}?email={email?}") { (user: User, email: String?) in
          .card(email.map { User(name: user.name, email: $0) } ?? user)
        } parts: {
          guard case .card(let user) = $0 else { return nil }
          return (user, User(named: user.name) == user ? nil : user.email)
        }
      }
      links.area(SettingsDestination.self) { settings in
        settings.link(both: "settings", .settings)
      }
    }
  }
}

// MARK: - Both schemes

extension DeepLinks.Area {
  /// Declares `path` as a universal link, then under the custom scheme, to `destination`.
  fileprivate mutating func link(both path: String, _ destination: D) {
    link(MessengerLinks.website + path, destination)
    link(MessengerLinks.scheme + path, destination)
  }

  /// Declares `path`, with one parameter, as a universal link, then under the custom scheme.
  fileprivate mutating func link<A: LinkValue>(
    both path: String, _ make: @escaping @Sendable (A) -> D,
    parts: @escaping @Sendable (D) -> A?
  ) {
    link(MessengerLinks.website + path, make, parts: parts)
    link(MessengerLinks.scheme + path, make, parts: parts)
  }

  /// Declares `path`, with two parameters, as a universal link, then under the custom scheme.
  fileprivate mutating func link<A: LinkValue, B: LinkValue>(
    both path: String, _ make: @escaping @Sendable (A, B) -> D,
    parts: @escaping @Sendable (D) -> (A, B)?
  ) {
    link(MessengerLinks.website + path, make, parts: parts)
    link(MessengerLinks.scheme + path, make, parts: parts)
  }

  /// Declares the path link `path` as a universal link, then under the custom scheme.
  fileprivate mutating func path<A: LinkValue>(
    both path: String, _ make: @escaping @Sendable (A) -> [AnyDestination],
    parts: @escaping @Sendable (D) -> A?
  ) {
    self.path(MessengerLinks.website + path, make, parts: parts)
    self.path(MessengerLinks.scheme + path, make, parts: parts)
  }
}

// MARK: - Users in links

extension User: LinkValue {
  /// The person a link names: the account of that name, or someone the app does not know yet,
  /// without an email. A blank name is nobody.
  init?(linkText: String) {
    guard !linkText.allSatisfy(\.isWhitespace) else { return nil }
    self = User(named: linkText)
  }

  /// The person's name.
  var linkText: String? { name }
}

extension User {
  /// The account named `name`, or someone the app does not know yet, whose email is unknown.
  init(named name: String) {
    self = User.everyone.first { $0.name == name } ?? User(name: name, email: "")
  }
}
