import Foundation
import Navigator

/// A scripted walk of a user through the Messenger sample, printing each action the user or the
/// app takes (`> User taps "Forgot password"`), each change the window made, and the app
/// navigator's whole state after it, one line per stack.
///
/// ```swift
/// await MessengerTour().run()
/// ```
@MainActor
public final class MessengerTour {
  private(set) var container: ConsoleContainer
  private(set) var appNavigator: AppNavigator<ConsoleContainer>
  /// Who is signed in to the app of the current window.
  private var session: Session
  private let output: (String) -> Void

  /// A tour on a phone that writes each line to `output`.
  ///
  /// - Parameter output: Where lines go; standard output unless given.
  public init(output: @escaping (String) -> Void = { print($0) }) {
    self.output = output
    session = Session()
    (container, appNavigator) = Self.makeApp(isFirstLaunch: true, session: session, output: output)
  }

  /// A window and its app navigator, as the scene delegate makes them on iOS.
  private static func makeApp(
    isFirstLaunch: Bool, session: Session = Session(), output: @escaping (String) -> Void
  ) -> (ConsoleContainer, AppNavigator<ConsoleContainer>) {
    let container = ConsoleContainer(output: output)
    let appNavigator = makeAppNavigator(
      container: container, idiom: .phone, isFirstLaunch: isFirstLaunch, session: session)
    appNavigator.onFailure = { error in output("  ! navigation failed: \(error)") }
    return (container, appNavigator)
  }

  /// Plays the whole tour, from the first launch through a relaunch to logging out.
  public func run() async {
    output("Messenger tour: a user plays through the sample app on a phone.")
    output("\"> \" lines are what the user or the app does, the indented lines what the window")
    output("did, and the \"| \" lines the app navigator's state after it, one line per stack.")
    launch()
    goThroughOnboarding()
    visitForgotPassword()
    await signUpThenLogIn()
    chatWithGrace()
    writeToLinus()
    browseContacts()
    openANotificationOverTheComposeSheet()
    openAMessageFromTheChatBelow()
    followALinkThroughAContactsCard()
    shareTheScreen()
    openLinksThatCannotBeRead()
    openALinkIntoASheet()
    openALinkUnderTheSheet()
    openALinkToTheInbox()
    let saved = startAMessageThenLeave()
    relaunch(restoring: saved)
    closeEverySheet()
    restoreAnOutdatedSnapshot(saved)
    openALinkBeforeTheFirstScreen()
    await writeThenCancel()
    await signInAgainOnTheWayToAChat()
    await keepAnUnsentMessage()
    await deleteTheChat()
    await createAGroup()
    await cancelAGroup()
    logOut()
    openANotificationWhileLoggedOut()
    reportReleasedScreens()
    printMap()
  }

  /// Prints the sample's destination graph, and the route from a profile to the compose sheet's
  /// recipients.
  private func printMap() {
    let graph = MessengerMap.makeGraph()
    output("The sample's map (Mermaid; scripts/render-map draws it with Graphviz):")
    for line in graph.mermaid().split(separator: "\n") { output("  \(line)") }
    let stack = [
      DestinationCase(MessagesDestination.self, "inbox"),
      DestinationCase(MessagesDestination.self, "chat"),
      DestinationCase(MessagesDestination.self, "profile"),
    ]
    let recipients = DestinationCase(MessagesDestination.self, "recipients")
    if let route = try? graph.screens.route(from: stack, to: recipients) {
      let steps = route.steps.map { "\($0.transition) \($0.node)" }.joined(separator: ", then ")
      output(
        "From inbox › chat › profile to the recipients: back \(route.popCount), then \(steps).")
    }
  }

  // MARK: - Steps

  // NB: each step is a function of its own, so that the screens it holds are released when it
  // returns and the final report sees only what the app itself keeps alive.

  private func launch() {
    app("launches for the first time") {
      appNavigator.start(at: NavigationState(stack: [AnyDestination(SplashDestination.splash)]))
    }
    app("finishes loading: the splash screen's exit leads into Onboarding") {
      top(SplashScreen.self).didFinishLoading()
    }
  }

  private func goThroughOnboarding() {
    while let page = topScreen as? OnboardingPageScreen {
      let isLast = page.number == page.pageCount
      let exit = isLast ? ": the last page's exit leads into Login" : ""
      user("taps \"\(page.nextButtonTitle)\"\(exit)") { page.didTapNext() }
    }
  }

  private func visitForgotPassword() {
    user("taps \"Forgot password\"") { top(LoginScreen.self).didTapForgotPassword() }
    user("double-taps \"Cancel\": the second tap finds no sheet to dismiss") {
      let forgotPassword = top(ForgotPasswordScreen.self)
      forgotPassword.didTapCancel()
      forgotPassword.didTapCancel()
    }
  }

  private func signUpThenLogIn() async {
    let login = top(LoginScreen.self)
    user("types \"ada@example.com\" into Email") { login.didType(email: "ada@example.com") }
    user("taps \"Sign up\"") { login.didTapSignUp() }
    user("swipes back") { container.userSwipesBack() }
    output("> User taps \"Log in\": the completed login leads into Ada's tabs")
    await login.didTapLogIn()
    printState()
  }

  private func chatWithGrace() {
    user("taps \"Grace\" in the list of conversations") {
      top((any InboxScreen).self).didSelectConversation(with: .grace)
    }
    user("taps \"Grace\" in the chat's title bar") { top(ChatScreen.self).didTapTitle() }
    user("taps \"Send message\": the chat with Grace is open below, so it goes back to it") {
      top(ProfileScreen.self).didTapSendMessage()
    }
    user("taps \"Back\"") { top(ChatScreen.self).didTapBack() }
  }

  private func writeToLinus() {
    user("taps \"New message\"") { top((any InboxScreen).self).didTapNewMessage() }
    user("taps \"To:\": the recipients are pushed inside the sheet") {
      top(NewMessageScreen.self).didTapTo()
    }
    user("swipes back inside the sheet") { container.userSwipesBack() }
    user("taps \"Attach photo\": a picker over the sheet, a modal over a modal") {
      top(NewMessageScreen.self).didTapAttachPhoto()
    }
    user("taps \"Cancel\" in the picker: only the picker goes") {
      top(PhotoPickerScreen.self).didTapCancel()
    }
    user("taps \"To:\"") { top(NewMessageScreen.self).didTapTo() }
    user("picks \"Linus\": the sheet closes, then his chat is pushed onto the tab") {
      top(RecipientsScreen.self).didPick(.linus)
    }
    user("taps \"Back\"") { top(ChatScreen.self).didTapBack() }
  }

  private func browseContacts() {
    user("taps the Contacts tab") { container.userTapsTab("contacts") }
    user("taps \"Grace\"") { top(ContactsScreen.self).didSelect(.grace) }
  }

  private func openANotificationOverTheComposeSheet() {
    app("handles the \"New message\" quick action: the sheet opens over the tab on show") {
      appNavigator.navigate(to: MessagesDestination.newMessage(from: .ada))
    }
    output(
      "> User opens a notification, \"Linus has a new profile photo\", from Grace's card under")
    output("  the sheet: the route closes the sheet, switches to Chats and pushes his profile over")
    output("  his chat, made on the way, in one change")
    notifications.userOpened(newProfilePhotoOf: .linus)
    printState()
  }

  private func openAMessageFromTheChatBelow() {
    output("> User opens a notification, a message from Linus: his chat is under his profile, so")
    output("  the route goes back to it")
    notifications.userOpened(messageFrom: .linus)
    printState()
  }

  private func followALinkThroughAContactsCard() {
    user("taps \"Back\"") { top(ChatScreen.self).didTapBack() }
    link(
      "messenger://contacts/Linus/profile",
      "a path link: it names Linus's card, then his profile, so the route switches to Contacts",
      "and pushes his profile over the card, not over his chat, in one change")
  }

  private func shareTheScreen() {
    output("> User taps \"Share\" on Linus's profile: the app writes the screen's link, the")
    output("  universal one, which opens the app or the website")
    guard let links = appNavigator.links, let profile = appNavigator.state.topStack?.last,
      let url = links.url(for: profile)
    else {
      preconditionFailure("The tour expected a link for the screen on top.")
    }
    output("  url(for: \(ScreenLabel(profile))) = \(url)")
    let read = (try? links.destinations(for: url))?.map { "\(ScreenLabel($0))" } ?? []
    output("  read back: \(read.joined(separator: " › "))")
  }

  private func openLinksThatCannotBeRead() {
    link(
      "messenger://chat/Grace/photos",
      "from a newer build, with a path this one does not know: it fails with its sentence,",
      "which names the nearest pattern but not the link's values, and nothing changes")
    link(
      "https://messenger.example/inbox?account=%20",
      "its account is blank, which no User is: it fails and nothing changes")
  }

  private func openALinkIntoASheet() {
    link(
      "https://messenger.example/compose/recipients?from=Ada",
      "from a \"Write to…\" widget: the route switches to Chats and presents the sheet with the",
      "recipients pushed inside it, in one change")
  }

  private func openALinkUnderTheSheet() {
    link(
      "messenger://profile/Grace",
      "from a message, under the sheet: the route closes it and pushes Grace's profile over",
      "her chat, made on the way, in one change")
  }

  private func openALinkToTheInbox() {
    link(
      "messenger://inbox?account=Ada",
      "from the Today widget: the route goes back to Ada's inbox")
  }

  /// Returns the snapshot the app saved as it went to the background.
  private func startAMessageThenLeave() -> Data {
    user("taps \"New message\", then \"Attach photo\"") {
      top((any InboxScreen).self).didTapNewMessage()
      top(NewMessageScreen.self).didTapAttachPhoto()
    }
    output("> App goes to the background and saves a snapshot of its navigation")
    do {
      return try appNavigator.snapshot()
    } catch {
      preconditionFailure("The tour expected a snapshot: \(error)")
    }
  }

  private func relaunch(restoring saved: Data) {
    let before = appNavigator.state
    // NB: assigned after the declaration, since `weak let` needs Swift 6.2.
    weak var firstNavigator: AppNavigator<ConsoleContainer>?
    weak var firstContainer: ConsoleContainer?
    firstNavigator = appNavigator
    firstContainer = container
    output("> The system ends the app; the user opens it again: a new window and app navigator")
    output("  restore the snapshot")
    session = Session()
    // NB: the keychain kept Ada signed in.
    session.signIn(.ada)
    (container, appNavigator) = Self.makeApp(
      isFirstLaunch: false, session: session, output: output)
    let released = firstNavigator == nil && firstContainer == nil
    output("  the first app navigator and window have been released: \(released)")
    appNavigator.restore(from: saved, orStartAt: .loggedOut) { [output] result in
      if case .failure(let error) = result { output("  ! \(error)") }
    }
    printState()
    output("  the restored state equals the saved one: \(appNavigator.state == before)")
    output("  as the library prints it for logs, naming cases without payloads:")
    for line in appNavigator.state.description.split(separator: "\n") {
      output("    \(line)")
    }
  }

  private func closeEverySheet() {
    app("closes every sheet before it shows an incoming call") {
      appNavigator.send(.dismissAll)
    }
  }

  /// Restores `saved` as an older build wrote it, when the Contacts area had another name.
  private func restoreAnOutdatedSnapshot(_ saved: Data) {
    output("> App restores, in a third window, the snapshot as an older build wrote it, when")
    output("  Contacts was AddressBook: it falls back to the login screen")
    let json = String(decoding: saved, as: UTF8.self)
    let outdated = json.replacingOccurrences(of: "ContactsDestination", with: "AddressBook")
    let (_, third) = Self.makeApp(isFirstLaunch: false, output: output)
    third.restore(from: Data(outdated.utf8), orStartAt: .loggedOut) { [output] result in
      if case .failure(let error) = result { output("  ! \(error)") }
    }
    printState(of: third)
  }

  private func openALinkBeforeTheFirstScreen() {
    output("> User taps https://messenger.example/chat/Grace in Mail; in a fourth window, the link")
    output("  arrives before the first screen: it waits in the queue until the app starts at Ada's")
    output("  tabs, then opens")
    let (_, fourth) = Self.makeApp(isFirstLaunch: false, output: output)
    fourth.send(.open("https://messenger.example/chat/Grace"))
    output("  requests waiting: \(fourth.pendingRequestCount)")
    fourth.start(at: .loggedIn(.ada))
    printState(of: fourth)
  }

  private func writeThenCancel() async {
    user("taps \"New message\" and types \"Lunch?\"") {
      top((any InboxScreen).self).didTapNewMessage()
      top(NewMessageScreen.self).didType("Lunch?")
    }
    await userWaits("swipes the sheet down: the unsent message asks first, in a dialog") {
      container.userSwipesDown()
    }
    await userWaits("taps \"Keep Editing\": the sheet stays") {
      container.userTaps("Keep Editing")
    }
    await userWaits("taps \"Cancel\": the same question") {
      top(NewMessageScreen.self).didTapCancel()
    }
    await userWaits("taps \"Discard\": the sheet goes") { container.userTaps("Discard") }
  }

  private func signInAgainOnTheWayToAChat() async {
    output("> The session expires while the app is in the background; the screens stay")
    session.expire()
    link(
      "https://messenger.example/chat/Grace",
      "from Mail: her chat needs a signed-in user, so its guard presents the login first,",
      "and the link waits for it")
    user("swipes the login sheet down instead: the link is given up, and says so") {
      container.userSwipesDown()
    }
    link(
      "https://messenger.example/chat/Grace",
      "again: the login sheet comes first")
    let login = top(LoginScreen.self)
    user("types \"ada@example.com\" into Email") { login.didType(email: "ada@example.com") }
    output("> User taps \"Log in\": the sheet goes, and the link resumes to Grace's chat")
    await login.didTapLogIn()
    printState()
  }

  private func keepAnUnsentMessage() async {
    user("types \"See you at 6\" to Grace") { top(ChatScreen.self).didType("See you at 6") }
    await userWaits("taps \"Back\": the chat asks first") { top(ChatScreen.self).didTapBack() }
    await keepEditing()
    await userWaits("taps the Chats tab, which pops it to its root: the chat asks") {
      container.userTapsTab("chats")
    }
    await keepEditing()
    output("> App opens the link messenger://inbox?account=Ada:")
    output("  from the Today widget: the route back to the inbox would close the chat; it asks")
    appNavigator.perform(.open("messenger://inbox?account=Ada"), completion: nil)
    await settle()
    printState()
    await keepEditing()
    user("taps the Contacts tab: a tab switch only hides the chat, so nothing asks") {
      container.userTapsTab("contacts")
    }
  }

  /// Answers "Keep Editing" to the dialog of a screen with an unsent message.
  private func keepEditing() async {
    await userWaits("taps \"Keep Editing\": the message stays, and so does the chat") {
      container.userTaps("Keep Editing")
    }
  }

  private func deleteTheChat() async {
    user("taps the Chats tab: Grace's chat is still there, with its unsent message") {
      container.userTapsTab("chats")
    }
    let chat = top(ChatScreen.self)
    output("> User taps \"Delete chat\": an action sheet asks first")
    let deleting = Task { await chat.didTapDelete() }
    await settle()
    printState()
    await userWaits("taps \"Delete\": the answer is .delete, so the chat goes back, and asks") {
      container.userTaps("Delete")
    }
    await userWaits("taps \"Discard\": the chat is deleted and gone") {
      container.userTaps("Discard")
    }
    await deleting.value
    output("  ask(.deleteChat) answered .delete, so the chat was deleted: \(chat.isDeleted)")
  }

  private func createAGroup() async {
    let inbox = top((any InboxScreen).self)
    output("> User taps \"New group\": the new-group flow starts in a sheet; the inbox awaits it")
    let creating = Task { try await inbox.didTapNewGroup() }
    await settle()
    printState()
    user("picks Grace and Linus and taps \"Next\"") {
      let newGroup = top(NewGroupScreen.self)
      newGroup.didPick(.grace)
      newGroup.didPick(.linus)
      newGroup.didTapNext()
    }
    await userWaits("names it \"Climbers\" and taps \"Create\": the flow ends with the group") {
      top(NameGroupScreen.self).didTapCreate(named: "Climbers")
    }
    _ = try? await creating.value
    output("  the inbox got the flow's result: \(inbox.groups.map(\.description))")
  }

  private func cancelAGroup() async {
    let inbox = top((any InboxScreen).self)
    output("> User taps \"New group\" again")
    let creating = Task { try await inbox.didTapNewGroup() }
    await settle()
    printState()
    await userWaits("swipes the sheet down: the flow is cancelled, and returns nil") {
      container.userSwipesDown()
    }
    _ = try? await creating.value
    output("  the inbox still lists \(inbox.groups.count) group")
  }

  private func logOut() {
    user("taps the Settings tab") { container.userTapsTab("settings") }
    output("> User taps \"Log out\": it leads back into Login, and may not be stopped: Grace's")
    output("  chat goes with its unsent message, without asking")
    top(SettingsScreen.self).didTapLogOut()
    printState()
  }

  private func openANotificationWhileLoggedOut() {
    output("> User opens a notification from Grace, sent before logging out: nobody is signed in,")
    output("  so no route leads from the login screen to her chat (routes take no tab switch, and")
    output("  signing in is one); it fails and nothing changes")
    notifications.userOpened(messageFrom: .grace)
    printState()
  }

  private func reportReleasedScreens() {
    let departed = container.departedScreenCount
    let leaked = container.leakedScreens
    if leaked.isEmpty {
      output("All \(departed) screens that left the relaunched app's window have been released.")
    } else {
      let labels = leaked.map(container.label(of:)).joined(separator: ", ")
      output("Leaked: \(leaked.count) of \(departed) screens that left are still alive: \(labels)")
    }
  }

  // MARK: - Helpers

  private func user(_ action: String, _ body: () -> Void) {
    output("> User \(action)")
    body()
    printState()
  }

  /// The app opens `url`, as the scene delegate does for a universal link or a custom-scheme URL;
  /// `why` says where it comes from and what it does, a line each.
  private func link(_ url: String, _ why: String...) {
    output("> App opens the link \(url):")
    for line in why { output("  \(line)") }
    appNavigator.send(.open(url))
    printState()
  }

  /// A user's action whose guards answer later (a question to the user): the tour lets them
  /// answer before printing the state.
  private func userWaits(_ action: String, _ body: () -> Void) async {
    output("> User \(action)")
    body()
    await settle()
    printState()
  }

  /// Lets the main actor run what guards that answer later started.
  private func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }

  private func app(_ event: String, _ body: () -> Void) {
    output("> App \(event)")
    body()
    printState()
  }

  /// The app navigator's state, one line per stack, each destination with its payload.
  private func printState(of navigator: AppNavigator<ConsoleContainer>? = nil) {
    let state = (navigator ?? appNavigator).state.map(ScreenLabel.init)
    for line in state.description.split(separator: "\n") {
      output("  | \(line)")
    }
  }

  /// Where the app delegate sends the notifications the user opens: it holds only the app
  /// navigator's requests.
  private var notifications: NotificationHandler {
    NotificationHandler(navigation: appNavigator.requests)
  }

  /// The screen the user sees: the top modal's top screen, or the selected stack's.
  private var topScreen: AppScreen? {
    container.layout.modals.last?.stack.last ?? container.layout.rootStack.last
  }

  /// The screen the user sees, which the script expects to be a `Screen`.
  private func top<Screen>(_ type: Screen.Type) -> Screen {
    guard let screen = topScreen as? Screen else {
      preconditionFailure("The tour expected \(Screen.self) on top.")
    }
    return screen
  }
}
