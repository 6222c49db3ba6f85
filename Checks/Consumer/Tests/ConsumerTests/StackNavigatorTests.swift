import Navigator
import NavigatorTestSupport
import Testing

/// A coordinator's stack navigator, as an app that moves to the library one navigation
/// controller at a time writes it: on its own, then inside a window an app navigator drives.

enum ProfileDestination: Destination {
  case profile
  case avatarPicker
  case editName

  var presentation: Presentation {
    switch self {
    case .profile: .replaceStack
    case .avatarPicker: .modal
    case .editName: .push
    }
  }
}

struct ProfileScreens: ViewControllerFactory {
  func makeViewController(
    for destination: ProfileDestination, navigator: any Navigator<ProfileDestination>
  ) -> Screen { Screen() }
}

enum Avatar: Sendable, Equatable { case cat, dog }

extension Dialog where Answer == Bool {
  static var discardName: Self {
    Dialog(
      "discardName", title: "Discard the new name?",
      actions: [.destructive("Discard", answer: true), .cancel("Keep", answer: false)])
  }
}

@Test @MainActor func aStackNavigatorsFlowReturnsItsValueAndItsDialogItsAnswer() async throws {
  let navigation = RecordingNavigationController<Screen>(screens: [Screen()])
  navigation.makeDialogScreen = { _ in Screen() }
  let navigator = StackNavigator(navigationController: navigation, factory: ProfileScreens())
  var picked: Avatar??

  navigator.result(of: .avatarPicker, as: Avatar.self) { picked = try? $0.get() }
  navigator.finishFlow(returning: Avatar.dog)

  #expect(picked == .some(.dog))
  #expect(navigation.screens.count == 1)

  var discard: Bool?
  navigator.ask(.discardName) { discard = try? $0.get() }
  #expect(navigation.dialog?.name == "discardName")
  try navigation.answerDialog("Discard")
  #expect(discard == true)
}

@Test @MainActor func aStackNavigatorInAnAppNavigatorsWindowIsOneOfItsAreas() {
  let container = RecordingContainer<Screen>()
  let app = AppNavigator(container: container)
  app.register(HomeScreens())
  let signedIn = SignedIn()
  app.guardEntry(to: ProfileDestination.self) { [signedIn] _ in
    signedIn.value ? .allow : .redirect(.present([AnyDestination(HomeDestination.compose)]))
  }
  app.start(
    at: NavigationState(
      tabs: [
        .init("chats", [AnyDestination(HomeDestination.inbox)]),
        .init("profile", [AnyDestination(HomeDestination.inbox)]),
      ]))
  // NB: kept, as a tab bar controller keeps its navigation controllers; navigators hold it weakly.
  let profileNavigation = container.navigationController(at: .tab(1))
  let profile = StackNavigator(navigationController: profileNavigation, factory: ProfileScreens())
  var pushed: Result<Void, NavigationError>?

  profile.perform(.navigate(to: .editName)) { pushed = $0 }
  #expect(pushed == nil)
  #expect(app.state.modals.count == 1)

  signedIn.value = true
  app.perform(.dismissTop, completion: nil)

  #expect((try? pushed?.get()) != nil)
  #expect(app.state.stack(at: .tab(1))?.last == AnyDestination(ProfileDestination.editName))
}

@MainActor final class SignedIn {
  var value = false
}

/// What a guard's dialog was answered, kept across the guard's task.
@MainActor final class Answered {
  var answers: [Bool?] = []
}

@Test @MainActor func aGuardThatAllowsBeforeItsDialogIsAnsweredHasItTakenAwayThenPushes()
  async throws
{
  let navigation = RecordingNavigationController<Screen>(screens: [Screen()])
  navigation.makeDialogScreen = { _ in Screen() }
  let navigator = StackNavigator(navigationController: navigation, factory: ProfileScreens())
  let answered = Answered()
  navigator.guardEntry { [weak navigator] destination in
    guard destination == .editName else { return .allow }
    return .later { @MainActor in
      // NB: asks, and allows before the user answers.
      navigator?.ask(.discardName) { answered.answers.append(try? $0.get()) }
      return .allow
    }
  }
  navigation.finishesTransitionsImmediately = false
  var outcome: Result<Void, NavigationError>?
  navigator.perform(.navigate(to: .editName)) { outcome = $0 }

  for _ in 0..<200 where outcome == nil {
    await Task.yield()
    navigation.finishTransition()
  }

  #expect((try? outcome?.get()) != nil, "the push goes through: \(String(describing: outcome))")
  #expect(navigation.screens.count == 2)
  #expect(navigation.dialog == nil, "the guard's dialog is taken away")
  #expect(answered.answers.count == 1, "its asker is told once")
}
