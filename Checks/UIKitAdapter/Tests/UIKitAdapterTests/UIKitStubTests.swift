import Testing
import UIKit

/// The stub reports the misuses UIKit logs or throws for, so that the other tests' `warnings`
/// expectations mean something.
@MainActor
@Suite("UIKit stub")
struct UIKitStubTests {
  let navigationController = UINavigationController(rootViewController: UIViewController())

  @Test("A push during another transition is reported")
  func pushDuringTransition() {
    navigationController.pushViewController(UIViewController(), animated: true)
    navigationController.pushViewController(UIViewController(), animated: true)

    #expect(navigationController.stubWarnings.count == 1)
  }

  @Test("Presenting over a presented view controller is ignored and reported")
  func presentOverPresented() {
    let first = UIViewController()
    var completions = 0
    navigationController.present(first, animated: false)
    navigationController.present(UIViewController(), animated: false) { completions += 1 }

    #expect(navigationController.presentedViewController === first)
    #expect(completions == 0)
    #expect(navigationController.stubWarnings.count == 1)
  }

  @Test("Dismissing during a presentation is ignored and reported")
  func dismissDuringPresentation() {
    navigationController.present(UIViewController(), animated: true)
    navigationController.dismiss(animated: true)

    #expect(navigationController.presentedViewController != nil)
    #expect(navigationController.stubWarnings.count == 1)
  }

  @Test("A cancelled interactive pop restores the stack")
  func cancelledPopRestoresStack() throws {
    let top = UIViewController()
    navigationController.pushViewController(top, animated: false)

    let swipe = try #require(navigationController.simulateInteractivePop())
    #expect(navigationController.topViewController !== top)
    swipe.cancel()

    #expect(navigationController.topViewController === top)
    #expect(top.navigationController === navigationController)
    #expect(swipe.isCancelled)
  }
}
