// The ```swift blocks of the doc comments in Sources/Navigator/Factories.
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// ViewControllerFactory.swift: screens = README: screens

final class FactoriesExamplesScreen: UIViewController {
  func screenFactoryExamples() {
    // ScreenFactory.swift: closure
    let factory = ScreenFactory<ProfileDestination, UIViewController> { destination, navigator in
      switch destination {
      case .profile(let user): UserProfileViewController(user: user, navigator: navigator)
      }
    }
    // ScreenFactory.swift: end
    _ = factory
  }

  func settingsFactoryExamples() {
    // ScreenFactory.swift: init
    let factory = ScreenFactory { (destination: SettingsDestination, _) in SettingsScreen() }
    // ScreenFactory.swift: end
    _ = factory
  }

  func makeExamples(
    factory: ScreenFactory<ProfileDestination, UIViewController>,
    navigator: any Navigator<ProfileDestination>
  ) throws {
    // ScreenFactory.swift: make
    let screen = try factory.makeViewController(for: .profile(.ada), navigator: navigator)
    // ScreenFactory.swift: end
    _ = screen
  }

  func factoryExamples(
    factory: some ViewControllerFactory<LoginDestination, UIViewController>,
    navigator: any Navigator<LoginDestination>
  ) throws {
    // ViewControllerFactory.swift: make
    let screen = try factory.makeViewController(for: .forgotPassword, navigator: navigator)
    // ViewControllerFactory.swift: end
    _ = screen
  }
}

@MainActor func screenFactoryExamplesAsync() async {
  // ScreenFactory.swift: closure
  let factory = ScreenFactory<ProfileDestination, UIViewController> { destination, navigator in
    switch destination {
    case .profile(let user): UserProfileViewController(user: user, navigator: navigator)
    }
  }
  // ScreenFactory.swift: end
  _ = factory
}

@MainActor func settingsFactoryExamplesAsync() async {
  // ScreenFactory.swift: init
  let factory = ScreenFactory { (destination: SettingsDestination, _) in SettingsScreen() }
  // ScreenFactory.swift: end
  _ = factory
}

@MainActor func makeExamplesAsync(
  factory: ScreenFactory<ProfileDestination, UIViewController>,
  navigator: any Navigator<ProfileDestination>
) async throws {
  // ScreenFactory.swift: make
  let screen = try factory.makeViewController(for: .profile(.ada), navigator: navigator)
  // ScreenFactory.swift: end
  _ = screen
}

@MainActor func factoryExamplesAsync(
  factory: some ViewControllerFactory<LoginDestination, UIViewController>,
  navigator: any Navigator<LoginDestination>
) async throws {
  // ViewControllerFactory.swift: make
  let screen = try factory.makeViewController(for: .forgotPassword, navigator: navigator)
  // ViewControllerFactory.swift: end
  _ = screen
}
