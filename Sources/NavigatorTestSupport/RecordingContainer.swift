import Navigator

/// A navigation container that records every change an `AppNavigator` asks of it, for tests
/// that assert the whole navigation of an app, tabs and modal stacks included, with no simulator.
///
/// Changes are made at once; with `finishesTransitionsImmediately` set to `false`, each one
/// stays in progress until ``finishTransition(_:)``. A change that does not fit the layout is
/// refused as `UIKitWindowContainer` refuses it, by the rule they share,
/// `NavigationTree.refusal(of:)`: the completion gets `.refused(reason:)` and
/// ``Event/refused(reason:)`` is recorded. The user's gestures are simulated by
/// ``simulateUserPop(duringTransition:)``, ``simulateUserSwipeDown(duringTransition:)`` and
/// ``simulateUserSelectTab(_:duringTransition:)``; with `duringTransition: true`, they land
/// while a change is in progress, as the user's do on a device.
///
/// ```swift
/// let container = RecordingContainer<UIViewController>()
/// let navigator = AppNavigator(container: container)
/// navigator.register(HomeScreens())
/// navigator.start(at: NavigationState(stack: [AnyDestination(HomeDestination.inbox(.ada))]))
/// navigator.navigate(to: HomeDestination.chat(.grace))
/// assertNavigation(
///   navigator,
///   equals: NavigationState(stack: [
///     AnyDestination(HomeDestination.inbox(.ada)), AnyDestination(HomeDestination.chat(.grace)),
///   ]))
/// ```
@MainActor
public final class RecordingContainer<Screen: AnyObject>: NavigationContainer {
  /// The changes made, in order, screens named by the destinations they show.
  public private(set) var events: [Event] = []

  /// The screens on show.
  public private(set) var layout = NavigationTree<Screen>(stack: []) {
    didSet { layoutChanges &+= 1 }
  }

  /// How many times ``layout`` changed: a navigator that finds the number it saw last skips
  /// comparing the layout screen by screen (`container.layoutVersion  // 3`).
  public var layoutVersion: UInt64? { layoutChanges }
  private var layoutChanges: UInt64 = 0

  /// Whether a change is in progress, waiting for ``finishTransition(_:)``.
  public var isTransitioning: Bool { transitionCompletion != nil }

  /// Whether changes end at once (the default), or stay in progress until
  /// ``finishTransition(_:)``.
  public var finishesTransitionsImmediately: Bool

  /// Set by the app navigator; called after each simulated user gesture.
  public var userDidChangeLayout: (@MainActor () -> Void)?

  /// Asked before each simulated gesture, which is stopped when it returns `false`, as the UIKit
  /// adapter asks before a back swipe, a swipe down or a tab tap; the app navigator sets it.
  public var userMayChangeLayout: (@MainActor (NavigationTree<Screen>, Bool) -> Bool)?

  private var transitionCompletion: (@MainActor (TransitionOutcome) -> Void)?
  private var layoutBeforeTransition: NavigationTree<Screen>?
  private var userChangedDuringTransition = false
  private var waitingForTransition: [@MainActor () -> Void] = []
  private var names = ScreenNames<Screen>()
  private var modalInPresentation: Set<ObjectIdentifier> = []
  private var dialogs: [ObjectIdentifier: (content: DialogContent, reply: DialogReplier)] = [:]

  /// Makes the screens of dialogs, which the container then answers with
  /// ``answerDialog(_:texts:)``; while `nil`, asking a dialog fails with
  /// `NavigationError.dialogUnavailable`.
  ///
  /// ```swift
  /// container.makeDialogScreen = { _ in UIViewController() }
  /// ```
  public var makeDialogScreen: (@MainActor (DialogContent) -> Screen)?

  /// Makes an empty container.
  ///
  /// ```swift
  /// let container = RecordingContainer<UIViewController>(
  ///   finishesTransitionsImmediately: false, makeDialogScreen: { _ in UIViewController() })
  /// ```
  ///
  /// - Parameters:
  ///   - finishesTransitionsImmediately: Whether changes end at once, or stay in progress until
  ///     ``finishTransition(_:)``.
  ///   - makeDialogScreen: Makes the screens of dialogs; see ``makeDialogScreen``.
  public init(
    finishesTransitionsImmediately: Bool = true,
    makeDialogScreen: (@MainActor (DialogContent) -> Screen)? = nil
  ) {
    self.finishesTransitionsImmediately = finishesTransitionsImmediately
    self.makeDialogScreen = makeDialogScreen
  }

  // MARK: - NavigationContainer

  /// Makes `change` at once and records it.
  ///
  /// A change that does not fit the layout (`NavigationTree.refusal(of:)`: no stack or modal at
  /// that place, an empty stack, a screen already shown, ...) and a dismissal of a modal set with
  /// ``setModalInPresentation(_:atLevel:)`` are refused instead, at once and changing nothing,
  /// as `UIKitWindowContainer` refuses them.
  public func apply(
    _ change: ContainerChange<Screen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    if let reason = layout.refusal(of: change) {
      events.append(.refused(reason: reason))
      completion(.refused(reason: reason))
      return
    }
    let before = layout
    switch change {
    case .setRoot(let root):
      events.append(.setRoot(NavigationTree(root: root).map(name(of:)).root, animated: animated))
      layout = NavigationTree(root: root)
    case .setStack(let screens, let location):
      events.append(.setStack(screens.map(name(of:)), at: location, animated: animated))
      layout.setStack(screens, at: location)
    case .push(_, let location), .pop(let location):
      // NB: recorded as the stack it leaves, as a new stack is: a test asserts what the user
      // sees, whichever change made it.
      layout.apply(change)
      let screens = layout.stack(at: location) ?? []
      events.append(.setStack(screens.map(name(of:)), at: location, animated: animated))
    case .selectTab(let index):
      events.append(.selectTab(index, animated: animated))
      if case .tabs(let tabs, _) = layout.root { layout.root = .tabs(tabs, selectedIndex: index) }
    case .present(let modal):
      events.append(
        .present(
          modal.stack.map(name(of:)), withNavigationBar: modal.hasNavigationBar, animated: animated)
      )
      layout.modals.append(modal)
    case .dismiss(let level):
      let refusing = layout.modals.dropFirst(level).first { modal in
        modal.stack.first.map { modalInPresentation.contains(ObjectIdentifier($0)) } ?? false
      }
      guard refusing == nil else {
        let reason = "a modal sets isModalInPresentation"
        events.append(.refused(reason: reason))
        completion(.refused(reason: reason))
        return
      }
      events.append(.dismiss(fromLevel: level, animated: animated))
      layout.modals.removeSubrange(level...)
    }
    layoutBeforeTransition = finishesTransitionsImmediately ? nil : before
    userChangedDuringTransition = false
    startTransition(completion)
  }

  /// Runs `body` when the change in progress ends, or at once.
  public func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isTransitioning {
      waitingForTransition.append(body)
    } else {
      body()
    }
  }

  /// Remembers which destination `screen` shows, to name it in ``events``.
  public func screen(_ screen: Screen, isShowing destination: AnyDestination) {
    names.name(screen, showing: destination)
  }

  /// Makes a dialog's screen with ``makeDialogScreen`` and keeps its reply for
  /// ``answerDialog(_:texts:)``.
  public func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> Screen {
    guard let makeDialogScreen else {
      throw NavigationError.dialogUnavailable.asking(for: AnyDestination(dialog))
    }
    let screen = makeDialogScreen(dialog)
    dialogs = dialogs.filter { $0.value.reply.screen != nil }
    dialogs[ObjectIdentifier(screen)] = (dialog, DialogReplier(reply: reply, screen: screen))
    return screen
  }

  // MARK: - Dialogs

  /// The dialog on show: the top modal's, when it is a dialog.
  ///
  /// ```swift
  /// #expect(container.dialog?.name == "deleteChat")
  /// ```
  public var dialog: DialogContent? {
    guard let top = layout.modals.last, top.stack.count == 1, let screen = top.stack.first,
      let entry = dialogs[ObjectIdentifier(screen)], entry.reply.screen === screen
    else { return nil }
    return entry.content
  }

  /// Taps the action titled `action` of the dialog on show, as the user does: the dialog
  /// dismisses itself, as `UIAlertController` does, then gives its reply and tells the
  /// navigator.
  ///
  /// ```swift
  /// try container.answerDialog("Delete")
  /// try container.answerDialog("Rename", texts: ["Climbers"])
  /// ```
  ///
  /// - Parameters:
  ///   - action: The title of the action to tap.
  ///   - texts: What the user typed in the dialog's text fields, top first; the fields' own
  ///     texts when empty.
  /// - Throws: ``DialogAnswerError`` when no dialog is on show, a change is in progress (UIKit
  ///   ignores taps then), or the dialog has no such action; nothing changes then.
  public func answerDialog(_ action: String, texts: [String] = []) throws(DialogAnswerError) {
    guard let dialog, let screen = layout.modals.last?.stack.first,
      let replier = dialogs.removeValue(forKey: ObjectIdentifier(screen))?.reply
    else { throw DialogAnswerError(reason: "no dialog is on show") }
    guard let index = dialog.actions.firstIndex(where: { $0.title == action }) else {
      dialogs[ObjectIdentifier(screen)] = (dialog, replier)
      let titles = dialog.actions.map(\.title).joined(separator: ", ")
      throw DialogAnswerError(reason: "\(dialog) has no action titled \(action), only \(titles)")
    }
    guard !isTransitioning else {
      dialogs[ObjectIdentifier(screen)] = (dialog, replier)
      throw DialogAnswerError(reason: "a change is in progress, and UIKit ignores taps then")
    }
    layout.modals.removeLast()
    events.append(.answered(dialog.name, action: action))
    replier.reply(
      DialogReply(actionIndex: index, texts: texts.isEmpty ? dialog.textFields.map(\.text) : texts))
    userDidChangeLayout?()
  }

  // MARK: - Driving transitions and gestures

  /// Ends the change in progress with `outcome`: anything but `.finished` puts the layout back as
  /// it was and records ``Event/cancelled``.
  ///
  /// After a gesture made during the change (`duringTransition: true`), the layout is left as the
  /// user left it: only the change's own animation could be undone, and the gesture started from
  /// what the change showed.
  ///
  /// - Returns: Whether a change was in progress.
  @discardableResult
  public func finishTransition(_ outcome: TransitionOutcome = .finished) -> Bool {
    guard let completion = transitionCompletion.take() else { return false }
    let before = layoutBeforeTransition.take()
    if outcome != .finished, let before {
      if !userChangedDuringTransition { layout = before }
      events.append(.cancelled)
    }
    userChangedDuringTransition = false
    let waiting = waitingForTransition
    waitingForTransition.removeAll()
    completion(outcome)
    for body in waiting { body() }
    return true
  }

  /// Makes the modal at `level` refuse to be dismissed, as a screen that sets UIKit's
  /// `isModalInPresentation` does; a swipe down does nothing and a dismissal is refused.
  ///
  /// ```swift
  /// container.setModalInPresentation(true, atLevel: 0)
  /// ```
  public func setModalInPresentation(_ isModal: Bool, atLevel level: Int) {
    guard layout.modals.indices.contains(level), let first = layout.modals[level].stack.first
    else { return }
    if isModal {
      modalInPresentation.insert(ObjectIdentifier(first))
    } else {
      modalInPresentation.remove(ObjectIdentifier(first))
    }
  }

  /// Pops the top stack's top screen as the user's back swipe does, then tells the navigator.
  ///
  /// ```swift
  /// navigator.navigate(to: MessagesDestination.chat(.ada))  // the push animates
  /// container.simulateUserPop(duringTransition: true)  // the user swipes back meanwhile
  /// container.finishTransition()  // the push's completion comes last
  /// ```
  ///
  /// - Parameter duringTransition: Whether the gesture may land while a change is in progress,
  ///   to stage the races of a device; see ``simulateUserSelectTab(_:duringTransition:)``.
  /// - Returns: `false`, doing nothing, when the top stack holds one screen, a guard stops it
  ///   (``userMayChangeLayout``), or a change is in progress and `duringTransition` is `false`.
  @discardableResult
  public func simulateUserPop(duringTransition: Bool = false) -> Bool {
    guard duringTransition || !isTransitioning, let location = layout.topStackLocation,
      let stack = layout.stack(at: location), stack.count > 1
    else { return false }
    var proposed = layout
    proposed.setStack(Array(stack.dropLast()), at: location)
    guard userMayChangeLayout?(proposed, true) ?? true else { return false }
    layout = proposed
    userChanged(.userPop(at: location))
    return true
  }

  /// Dismisses the top modal as the user's swipe down does, then tells the navigator.
  ///
  /// ```swift
  /// container.simulateUserSwipeDown()
  /// ```
  ///
  /// - Parameter duringTransition: Whether the gesture may land while a change is in progress,
  ///   to stage the races of a device; see ``simulateUserSelectTab(_:duringTransition:)``.
  /// - Returns: `false`, doing nothing, when no modal is presented, the top one is a dialog or
  ///   sets `isModalInPresentation`, a guard stops it (``userMayChangeLayout``), or a change is in
  ///   progress and `duringTransition` is `false`.
  @discardableResult
  public func simulateUserSwipeDown(duringTransition: Bool = false) -> Bool {
    // NB: an alert cannot be swiped down; its actions dismiss it (`answerDialog`).
    guard duringTransition || !isTransitioning, dialog == nil, let top = layout.modals.last,
      let first = top.stack.first, !modalInPresentation.contains(ObjectIdentifier(first))
    else { return false }
    var proposed = layout
    proposed.modals.removeLast()
    guard userMayChangeLayout?(proposed, true) ?? true else { return false }
    layout = proposed
    userChanged(.userSwipeDown(level: layout.modals.count))
    return true
  }

  /// Selects the tab at `index` as the user's tap does, then tells the navigator.
  ///
  /// ```swift
  /// container.simulateUserSelectTab(1, duringTransition: true)
  /// ```
  ///
  /// By default a gesture is refused while a change is in progress. With `duringTransition:
  /// true` it lands then, as on a device, where a tap or a swipe can come while a push or a
  /// sheet animates:
  ///
  /// - the gesture starts from the layout the running change has made (UIKit changes
  ///   `viewControllers` and `presentedViewController` when asked, not when the animation ends),
  ///   and the navigator is told at once, before that change's completion;
  /// - the running change stays in progress; its completion comes when the test calls
  ///   ``finishTransition(_:)``, with the outcome the test gives, after the gesture;
  /// - a change cancelled after such a gesture leaves the layout as the user left it.
  ///
  /// Whether UIKit lets a given gesture begin while a given transition animates, and how that
  /// transition then ends, is not documented; this container lets every gesture land and the
  /// test choose the ending. Stage the races you expect on a device.
  ///
  /// - Parameters:
  ///   - index: The index of the tab the user taps.
  ///   - duringTransition: Whether the gesture may land while a change is in progress.
  /// - Returns: `false`, doing nothing, when there is no such tab, a modal covers the tab bar, a
  ///   guard stops it (``userMayChangeLayout``), or a change is in progress and
  ///   `duringTransition` is `false`.
  @discardableResult
  public func simulateUserSelectTab(_ index: Int, duringTransition: Bool = false) -> Bool {
    guard duringTransition || !isTransitioning, layout.modals.isEmpty,
      case .tabs(let tabs, _) = layout.root, tabs.indices.contains(index)
    else { return false }
    var proposed = layout
    proposed.root = .tabs(tabs, selectedIndex: index)
    guard userMayChangeLayout?(proposed, true) ?? true else { return false }
    layout = proposed
    userChanged(.userSelectTab(index))
    return true
  }

  /// Records a gesture that changed the layout, and tells the navigator.
  private func userChanged(_ event: Event) {
    events.append(event)
    if isTransitioning { userChangedDuringTransition = true }
    userDidChangeLayout?()
  }

  // MARK: - Reading

  /// The name of `screen`: the destination it shows, or its type when no navigator named it.
  public func name(of screen: Screen) -> ScreenName {
    names.name(of: screen)
  }

  /// Forgets the events recorded so far.
  public func removeAllEvents() {
    events.removeAll()
  }

  private func startTransition(
    _ completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    transitionCompletion = completion
    if finishesTransitionsImmediately { finishTransition() }
  }
}

/// Why ``RecordingContainer/answerDialog(_:texts:)`` could not answer.
public struct DialogAnswerError: Error, CustomStringConvertible {
  /// What was wrong, in words.
  public let reason: String

  /// `Cannot answer the dialog:` and the reason.
  public var description: String { "Cannot answer the dialog: \(reason)." }
}

/// A dialog's reply, with its screen, to tell it from a screen made later at the same address.
struct DialogReplier {
  let reply: @MainActor (DialogReply) -> Void
  weak var screen: AnyObject?
}
