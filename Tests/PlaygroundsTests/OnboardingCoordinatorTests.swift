import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

@MainActor
@Suite struct OnboardingCoordinatorTests {
  let navigation = RecordingNavigationController<AppScreen>()
  let finishes = Counter()
  let coordinator: OnboardingCoordinator<RecordingNavigationController<AppScreen>>

  init() {
    coordinator = OnboardingCoordinator(navigationController: navigation, pageCount: 3) {
      [finishes] in finishes.count += 1
    }
  }

  @Test func showsThePagesInOrderAndFinishesAfterTheLast() {
    coordinator.start()
    tapNextOnTopPage()
    tapNextOnTopPage()
    #expect(finishes.count == 0)

    tapNextOnTopPage()

    #expect(finishes.count == 1)
    #expect(coordinator.isFinished)
    assertEvents(
      [
        .setStack([ScreenName(OnboardingDestination.page(1))]),
        .push(OnboardingDestination.page(2)),
        .push(OnboardingDestination.page(3)),
      ], on: navigation)
  }

  @Test func finishesOnlyOnce() {
    coordinator.start()
    tapNextOnTopPage()
    tapNextOnTopPage()
    let lastPage = topPage()

    lastPage?.didTapNext()
    lastPage?.didTapNext()

    #expect(finishes.count == 1)
  }

  @Test func onlyTheLastPageSaysGetStarted() {
    coordinator.start()
    tapNextOnTopPage()
    tapNextOnTopPage()

    let titles = navigation.screens.compactMap { ($0 as? OnboardingPageScreen)?.nextButtonTitle }
    #expect(titles == ["Next", "Next", "Get started"])
  }

  @Test func backFromAPageReturnsToThePreviousOne() {
    coordinator.start()
    tapNextOnTopPage()

    topPage()?.didTapBack()

    #expect(navigation.events.last == .pop())
    #expect(navigation.stack == [ScreenName(OnboardingDestination.page(1))])
    #expect(finishes.count == 0)
  }

  private func topPage() -> OnboardingPageScreen? {
    navigation.screens.last as? OnboardingPageScreen
  }

  private func tapNextOnTopPage() {
    guard let page = topPage() else {
      Issue.record("no onboarding page on top of \(navigation.stack)")
      return
    }
    page.didTapNext()
  }
}

/// Counts calls of a closure.
@MainActor
final class Counter {
  var count = 0
}
