extension NavigationError {
  /// What went wrong and what to do about it, in a sentence a developer can act on. The
  /// destination is named by its case (`MessagesDestination.chat`), never with its payload.
  public var description: String {
    guard let (applied, count) = partialChange else { return sentence }
    return sentence + " The change had already applied \(applied) of its \(count) steps, which "
      + "stay on screen: the app navigator's state says what is shown."
  }

  /// The sentence of the error's kind.
  private var sentence: String {
    let target = destination?.caseName ?? "the destination"
    let forTarget = destination.map { " for \($0.caseName)" } ?? ""
    switch kind {
    case .navigationControllerReleased:
      return "The navigation controller this navigator drives has been released, so nothing can "
        + "be shown. Keep the navigation controller alive (as the window's root or a tab's) for "
        + "as long as its navigators are used, or make a navigator for the one that replaced it."
    case .nothingToPop:
      let state = detail == .emptyStack ? "holds no screen" : "holds only its root screen"
      return "There is no screen to go back to: the navigation stack \(state). A request queued "
        + "before this one, or the user's back swipe, may already have gone back. Go back only "
        + "from a pushed screen; to close a modal screen, dismiss it instead."
    case .nothingToDismiss:
      return "There is no modal screen to dismiss: nothing is presented. It may already have "
        + "been dismissed, by a request queued before this one "
        + "or by the user swiping it down. Dismiss only from a presented screen; to leave a "
        + "pushed screen, go back instead."
    case .alreadyPresenting:
      return "Cannot present \(target): another screen is already presented over this "
        + "navigation controller. Ask for it once that screen is dismissed (await "
        + "perform(.dismiss), then navigate), or from the presented screen's own navigator."
    case .blockedByModal:
      return "Cannot change the navigation stack\(forTarget): a screen is presented modally over it"
        + ", so the change would happen out of sight. Dismiss the modal screen first "
        + "(await perform(.dismiss), then navigate), navigate with the presented screen's own "
        + "navigator, or present it with a navigation bar (.modalWithNavigationBar) to push inside "
        + "it."
    case .screenUnavailable:
      let thrown = underlyingError.map { " (it threw \(type(of: $0)))" } ?? ""
      return "The factory could not make a screen for \(target)\(thrown), so nothing changed. "
        + "Make makeViewController(for:navigator:) return a screen for every destination it is "
        + "given; the factory's error is in underlyingError."
    case .screenAlreadyShown:
      return "The factory returned a screen for \(target) that is already on the navigation "
        + "stack or presented, and one screen cannot be shown twice. Make "
        + "makeViewController(for:navigator:) return a new screen each time it is called."
    case .transitionTimedOut:
      if case .stuckTransition(let seconds) = detail {
        return "The navigation controller reported a transition in progress for \(seconds) "
          + "seconds, so the request\(forTarget) failed instead of waiting forever. Check that "
          + "its isTransitioning becomes false once its transition has ended."
      }
      let waited = if case .waited(let seconds) = detail { "\(seconds) seconds" } else { "long" }
      return "The navigation controller did not report the end of the transition\(forTarget) "
        + "after \(waited), so the request failed and the requests behind it went on. A "
        + "NavigationController must call apply's completion once its transition has ended; "
        + "raise the navigator's transitionTimeout if transitions really take longer."
    case .transitionCancelled:
      // NB: a whole-path change that failed midway says what stays instead.
      let undone = partialChange == nil ? ", so the stack is as it was before" : ""
      return "The transition\(forTarget) was cancelled (the user let go of a back swipe, or "
        + "another transition interrupted it)\(undone). Ask again if the screen is still wanted."
    case .transitionRefused:
      let reason = if case .reason(let text) = detail { ": \(text)" } else { "" }
      let unchanged = partialChange == nil ? "Nothing changed; ask" : "Ask"
      return "The navigation controller refused the change\(forTarget)\(reason). \(unchanged) "
        + "again once the navigation controller can show it."
    case .transitionAbandoned:
      return "The navigation controller dropped the completion of the transition\(forTarget) "
        + "without calling it, so the request failed instead of waiting forever. A "
        + "NavigationController must call apply's completion exactly once."
    case .areaNotRegistered:
      let area = destination.map { AnyDestination.name(of: type(of: $0.base)) } ?? "its area"
      return "Cannot show \(target): \(area) is not registered with the app navigator, so no "
        + "factory can make its screen. Register the area's factory with "
        + "appNavigator.register(_:) before navigating to its destinations."
    case .invalidState:
      let reason = if case .reason(let text) = detail { ": \(text)" } else { "" }
      return "The navigation state asked for cannot be shown\(reason). Nothing changed. Give every "
        + "stack at least one destination, tabs unique identifiers and a selection among them."
    case .snapshotUnavailable:
      let reason = if case .reason(let text) = detail { " (\(text))" } else { "" }
      return "Cannot make a snapshot of the navigation\(forTarget)\(reason): every destination on "
        + "screen must be Codable. Make the area's destination type Codable, or do not save "
        + "the navigation while its screens are shown."
    case .snapshotUnreadable:
      let reason = if case .reason(let text) = detail { ": \(text)" } else { "" }
      return "Cannot restore the navigation from this snapshot\(reason). The app was started at "
        + "the state given to fall back to instead. Snapshots from an older version of the app "
        + "may name destinations that no longer exist; drop them."
    case .appNavigatorReleased:
      return "The app navigator this navigator forwards to has been released, so nothing can be "
        + "shown. Keep the AppNavigator alive (in the scene delegate) for as long as its screens "
        + "are shown."
    case .noRoute:
      guard case .route(let target, let reason) = detail else {
        return "No route leads to the screen asked for. Declare the edges that lead there."
      }
      switch reason {
      case .notInGraph(let node):
        return "No route leads to \(target): \(node) is not a screen of the graph. Declare an edge "
          + "to or from it (an area that names its cases by name spells them as its enum does), "
          + "or ask for a screen the graph has."
      case .unreachable(let from):
        let start = from.map { " from \($0)" } ?? ""
        return "No route leads to \(target)\(start): no declared edge reaches it from a screen on "
          + "the stack, nor from the screens popping back would show. Declare an edge that leads "
          + "there, or ask from a screen that can reach it; nothing changed."
      case .noGraph:
        return "No route leads to \(target): the app navigator has no destination graph. Set its "
          + "routes to a DestinationGraph that declares which screens lead where."
      case .cannotShow(let reason):
        return "No route leads to \(target): \(reason). Nothing changed."
      case .notRoutable(let area):
        return "No route leads to \(target): \(area) is not a RoutableDestination, so the "
          + "destination graph cannot name its cases. Conform it and declare its edges."
      }
    case .payloadUnavailable:
      guard case .payload(let screen, let next, let hasMaker) = detail else {
        return "A screen on the way\(forTarget) needs a payload that nothing gives. Nothing "
          + "changed."
      }
      let to = destination.map { " to \($0.caseName)" } ?? ""
      if hasMaker {
        return "The route\(to) shows \(screen) before \(next), but its maker gave no payload "
          + "from this state; nothing changed. Ask once the data it needs is on show or in the "
          + "app's model, or make the maker take it from the next screen or the target."
      }
      return "The route\(to) shows \(screen) before \(next), but nothing gives its payload. "
        + "Declare make(.\(screen.split(separator: ".").last ?? "")) for it in the destination "
        + "graph, taking the payload from the next screen, the target or the app's model; "
        + "nothing changed."
    case .invalidLink:
      guard case .link(let failure) = detail else {
        return "The link could not be read. Nothing changed."
      }
      return "The link could not be read: \(failure.sentence). Nothing changed."
    case .invalidLinkPattern:
      guard case .linkPattern(let pattern, let reason) = detail else {
        return "A link pattern was refused. Fix the declaration of the app's links."
      }
      return "The link pattern \(pattern) was refused: \(reason). Fix it where the app declares "
        + "its links."
    case .invalidLinkTable:
      let reason = if case .reason(let text) = detail { ": \(text)" } else { "" }
      return "The table of link identifiers was refused\(reason). Fix the table, or declare the "
        + "patterns it names."
    case .areaIdentifierTaken:
      let identifier = if case .reason(let text) = detail { " \(text)" } else { "" }
      return "Cannot register the area: another area of the app navigator is registered as"
        + "\(identifier), and snapshots could not tell them apart. Give one of them its own "
        + "identifier with register(_:identifier:)."
    case .entryDenied:
      let reason = if case .guardReason(let text) = detail { " (\(text))" } else { "" }
      return "The entry guard of \(target) denied it\(reason), so nothing changed. Ask again once "
        + "the guard allows it, or answer .redirect from the guard to lead the user there."
    case .leaveRefused:
      let reason = if case .guardReason(let text) = detail { " (\(text))" } else { "" }
      return "The screen of \(target) refused to be left\(reason), so nothing changed. Ask again "
        + "once it allows it, or make the request .unstoppable (log out) to leave it anyway."
    case .redirectAbandoned:
      guard case .redirect(let guarded, let failed) = detail else {
        return "The redirect of the request\(forTarget) ended without its guard allowing it, so "
          + "nothing it asked for was shown. Ask again once the guard allows it."
      }
      let ended =
        failed
        ? "could not be made (its error is in underlyingError)"
        : "ended without the guard allowing the request (the user closed its screen)"
      return "The entry guard of \(guarded) redirected the request\(forTarget), and the redirect "
        + "\(ended), so nothing the request asked for was shown. Ask again once the guard "
        + "allows it."
    case .guardFailed:
      let thrown = underlyingError.map { " (it threw \(type(of: $0)))" } ?? ""
      return "A guard asked about \(target) threw instead of answering\(thrown), so nothing "
        + "changed. Answer .deny or .stay with a reason instead of throwing; the guard's error "
        + "is in underlyingError."
    case .guardTimedOut:
      let waited = if case .waited(let seconds) = detail { "\(seconds) seconds" } else { "long" }
      return "A guard asked about \(target) did not answer after \(waited), so the request "
        + "failed and the requests behind it went on. Make every .later answer return, or raise "
        + "the app navigator's guardTimeout."
    case .flowNotFound:
      let type = if case .reason(let name) = detail { name } else { "this type" }
      return "No flow returning \(type) is on show, so there was nothing to finish and nothing "
        + "changed. Start the flow with result(of:as: \(type).self), or finish it with a value of "
        + "the type it was started with; after a restore, declare handleRestoredFlows(returning:)."
    case .flowAlreadyFinishing:
      let type = if case .reason(let name) = detail { name } else { "this type" }
      return "The flow returning \(type) is already finishing with an earlier value (a button "
        + "tapped twice?), which is the one returned. Finish a flow once, or disable the button "
        + "once it was tapped."
    case .flowsUnavailable:
      return "This navigator runs no flows and asks no dialogs, so nothing changed. Use the "
        + "navigator an AppNavigator gives the area's screens or a StackNavigator, or, in a "
        + "navigator that forwards its requests, forward performFlow(_:completion:) too."
    case .dialogUnavailable:
      return "The container cannot show \(target), so nothing changed. Use a container or a "
        + "navigation controller that makes dialog screens (UIKitWindowContainer, a "
        + "UINavigationController's, or a RecordingContainer or RecordingNavigationController "
        + "given makeDialogScreen), or implement makeScreen(for:reply:) in yours."
    case .invalidDialog:
      let reason = if case .reason(let text) = detail { " (\(text))" } else { "" }
      return "The dialog cannot be shown as declared\(reason), so nothing changed. Give it "
        + "exactly one .cancel action, and text fields only in an alert."
    case .exitNotHandled:
      let area = destination?.namedExit?.areaName ?? "TheArea"
      let exit = destination.map { "the exit \($0.caseName)" } ?? "this exit"
      return "Nothing handles \(exit), so nothing changed. Tell the app navigator "
        + "where it leads with appNavigator.handleExits(from: \(area).self) { exit in ... }; a "
        + "StackNavigator hands exits to nobody, so its screens navigate to destinations instead."
    case .unexpectedCompletion:
      return "A navigation controller called the completion of a transition that was no longer "
        + "awaited (a second time, or after its request had timed out); the call was ignored. A "
        + "NavigationController must call apply's completion exactly once."
    }
  }
}
