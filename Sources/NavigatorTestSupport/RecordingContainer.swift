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
  public internal(set) var events: [Event] = []

  /// The screens on show.
  public internal(set) var layout = NavigationTree<Screen>(stack: []) {
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

  /// Records a change in progress undone by ``finishTransition(_:)``; `nil` records
  /// ``Event/cancelled``. A `RecordingNavigationController`, this container's one-stack view,
  /// records its own.
  var recordUndoneTransition: (@MainActor () -> Void)?

  private var transitionCompletion: (@MainActor (TransitionOutcome) -> Void)?
  private var layoutBeforeTransition: NavigationTree<Screen>?
  private var userChangedDuringTransition = false
  private var waitingForTransition: [@MainActor () -> Void] = []
  private var names = ScreenNames()
  private var modalInPresentation: Set<ObjectIdentifier> = []
  /// The dialogs on show or asked, by their screens' identity, with their replies.
  var dialogs: [ObjectIdentifier: (content: DialogContent, reply: DialogReplier)] = [:]

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
    if let reason = refusal(of: change) {
      events.append(.refused(reason: reason))
      completion(.refused(reason: reason))
      return
    }
    make(change, completion: completion) {
      events.append(event(after: change, animated: animated))
    }
  }

  /// The stack that `navigationController` shows, when it is one this container handed out
  /// (``navigationController(at:)``) and the layout has that stack.
  public func stackLocation(ofNavigationController navigationController: AnyObject)
    -> StackLocation?
  {
    guard let view = navigationController as? RecordingNavigationController<Screen>,
      let location = view.location(in: self), layout.stack(at: location) != nil
    else { return nil }
    return location
  }

  /// A navigation controller that shows the stack at `location` of this container, as a
  /// `UINavigationController` of a window shows a stack of `UIKitWindowContainer`: a
  /// `StackNavigator` of it is an area of the `AppNavigator` that drives this container, which
  /// carries out its requests and names their screens in its state. The controller's own
  /// ``RecordingNavigationController/events`` record only the operations applied to it, which a
  /// stack navigator makes while no app navigator drives this container; the container's
  /// ``events`` record every change. Keep it as long as its navigators are used, as a window
  /// keeps its navigation controllers: they hold it weakly.
  ///
  /// ```swift
  /// let login = container.navigationController(at: .root)
  /// let stack = StackNavigator(navigationController: login, factory: LoginScreens())
  /// stack.navigate(to: .forgotPassword)  // the app navigator's state names it
  /// ```
  public func navigationController(at location: StackLocation)
    -> RecordingNavigationController<Screen>
  {
    RecordingNavigationController(viewing: self, at: location)
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

  /// Names `screen` after `destination`, as ``screen(_:isShowing:)`` does, for the one-stack view,
  /// which is given destinations unerased.
  func name(_ screen: Screen, showing destination: some Destination) {
    names.name(screen, showing: destination)
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
    // NB: not `take()`, which, generic, looks up the layout's metadata at each transition.
    let before = layoutBeforeTransition
    layoutBeforeTransition = nil
    if outcome != .finished, let before {
      if !userChangedDuringTransition { layout = before }
      if let recordUndoneTransition { recordUndoneTransition() } else { events.append(.cancelled) }
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

  // MARK: - Making changes

  /// Why `change` is refused: it does not fit the layout, or dismisses a modal that sets
  /// `isModalInPresentation`.
  private func refusal(of change: ContainerChange<Screen>) -> String? {
    if let reason = layout.refusal(of: change) { return reason }
    guard case .dismiss(let level) = change else { return nil }
    let refusing = layout.modals.dropFirst(level).contains { modal in
      modal.stack.first.map { modalInPresentation.contains(ObjectIdentifier($0)) } ?? false
    }
    return refusing ? "a modal sets isModalInPresentation" : nil
  }

  /// Makes `change`, which fits, and starts its transition, which ends at once or stays in
  /// progress until ``finishTransition(_:)``; `record` records it, once the layout shows it and
  /// before the transition can end. The one place where the container and its one-stack view,
  /// `RecordingNavigationController`, change the layout and stage the transition.
  ///
  /// - Parameters:
  ///   - change: The change, checked by the caller's rule.
  ///   - finishing: Whether the transition ends at once; `nil` follows
  ///     ``finishesTransitionsImmediately``.
  ///   - completion: Called with the transition's outcome.
  ///   - record: Records the change.
  func make(
    _ change: ContainerChange<Screen>, finishing: Bool? = nil,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void,
    record: () -> Void = {}
  ) {
    let finishing = finishing ?? finishesTransitionsImmediately
    // NB: the layout is kept only for a transition left running, which can be cancelled; kept
    // for every change, it would make each push copy the whole stack.
    layoutBeforeTransition = finishing ? nil : layout
    userChangedDuringTransition = false
    layout.apply(change)
    record()
    transitionCompletion = completion
    if finishing { finishTransition() }
  }
}
