import Navigator

/// The kinds of screen of the sample, without their data: the nodes of its screen graph.
public enum MessengerScreen: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case splash, onboarding, login, forgotPassword, signUp
  case inbox, chat, profile, newMessage, recipients, photoPicker
  case contacts, card, settings

  /// The screen's name, as the map shows it.
  public var description: String { rawValue }
}

/// The sample's map: which screen leads to which, and how. The tour prints it as Mermaid, and
/// `scripts/render-map` draws it for the README with Graphviz.
public enum MessengerMap {
  /// Every way one of the sample's screens leads to another.
  @MainActor public static let graph = ScreenGraph<MessengerScreen>(
    roots: [.splash],
    edges: [
      .init(.splash, .onboarding), .init(.splash, .login), .init(.onboarding, .login),
      .init(.login, .forgotPassword, .modalStack), .init(.login, .signUp),
      .init(.login, .inbox, .tab), .init(.signUp, .inbox, .tab),
      .init(.inbox, .chat), .init(.chat, .profile),
      .init(.inbox, .newMessage, .modalStack), .init(.newMessage, .recipients),
      .init(.newMessage, .photoPicker, .modal),
      .init(.inbox, .contacts, .tab), .init(.contacts, .card), .init(.card, .chat, .tab),
      .init(.inbox, .settings, .tab), .init(.settings, .login),
    ])
}
