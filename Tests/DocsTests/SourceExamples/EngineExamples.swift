// The ```swift blocks of the doc comments in Sources/Navigator/Engine.
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// NavigationObservation.swift: analytics
@MainActor final class Analytics {
  private var observation: NavigationObservation?

  func start(_ navigator: AppNavigator<some NavigationContainer>) {
    observation = navigator.observe { state in print(state.topStack?.last?.caseName ?? "") }
  }
}
// NavigationObservation.swift: end

final class EngineExamplesScreen: UIViewController {
  func observationExamples(observation: NavigationObservation) {
    // NavigationObservation.swift: cancel
    observation.cancel()
    // NavigationObservation.swift: end
  }
}

@MainActor func observationExamplesAsync(observation: NavigationObservation) async {
  // NavigationObservation.swift: cancel
  observation.cancel()
  // NavigationObservation.swift: end
}
