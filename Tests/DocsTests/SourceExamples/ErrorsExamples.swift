// The ```swift blocks of the doc comments in Sources/Navigator/Errors.
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

final class ErrorsExamplesScreen: UIViewController {
  func errorExamples(
    error: NavigationError, destination: MessagesDestination, result: Result<Void, NavigationError>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    func showHome() {}
    // NavigationError.swift: destination
    let chat = error.destination?.as(MessagesDestination.self)  // .chat(.ada)
    // NavigationError.swift: end
    // NavigationError.swift: underlyingError
    if error.underlyingError is DecodingError { print("the screen's data is broken") }
    // NavigationError.swift: end
    // NavigationError.swift: asking
    completion?(.failure(NavigationError.alreadyPresenting.asking(for: destination)))
    // NavigationError.swift: end
    // NavigationError.swift: pattern
    if case .failure(.nothingToPop) = result { showHome() }
    // NavigationError.swift: end
    _ = chat
  }

  func handlerExamples(logger: Logger, crashReporter: CrashReporter) {
    // NavigationFailureHandler.swift: current
    NavigationFailureHandler.current = NavigationFailureHandler { error in
      logger.error("\(error)")
    }
    // NavigationFailureHandler.swift: end
    // NavigationFailureHandler.swift: init
    let handler = NavigationFailureHandler { error in assertionFailure("\(error)") }
    // NavigationFailureHandler.swift: end
    // NavigationFailureHandler.swift: report
    NavigationFailureHandler.current.report(.nothingToPop)
    // NavigationFailureHandler.swift: end
    // NavigationFailureHandler.swift: print
    NavigationFailureHandler.current = .print
    // NavigationFailureHandler.swift: end
    // NavigationFailureHandler.swift: crashReporter
    NavigationFailureHandler.current = NavigationFailureHandler { error in
      crashReporter.record(error)
    }
    // NavigationFailureHandler.swift: end
    _ = handler
  }
}

@MainActor func catchExamplesAsync(navigator: any Navigator<MessagesDestination>, logger: Logger)
  async throws
{
  func showHome() {}
  // NavigationError.swift: catch
  do {
    try await navigator.perform(.back)
  } catch .nothingToPop {
    showHome()
  } catch {
    logger.error("\(error)")  // names the destination's case, never its payload
  }
  // NavigationError.swift: end
  // NavigationError.swift: untypedPattern
  do {
    try Task.checkCancellation()
    try await navigator.perform(.back)
  } catch NavigationError.nothingToPop {
    showHome()
  } catch {
    logger.error("\(error)")
  }
  // NavigationError.swift: end
}

@MainActor func errorExamplesAsync(
  error: NavigationError, destination: MessagesDestination, result: Result<Void, NavigationError>,
  completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
) async {
  func showHome() {}
  // NavigationError.swift: destination
  let chat = error.destination?.as(MessagesDestination.self)  // .chat(.ada)
  // NavigationError.swift: end
  // NavigationError.swift: underlyingError
  if error.underlyingError is DecodingError { print("the screen's data is broken") }
  // NavigationError.swift: end
  // NavigationError.swift: asking
  completion?(.failure(NavigationError.alreadyPresenting.asking(for: destination)))
  // NavigationError.swift: end
  // NavigationError.swift: pattern
  if case .failure(.nothingToPop) = result { showHome() }
  // NavigationError.swift: end
  _ = chat
}

@MainActor func handlerExamplesAsync(logger: Logger, crashReporter: CrashReporter) async {
  // NavigationFailureHandler.swift: current
  NavigationFailureHandler.current = NavigationFailureHandler { error in
    logger.error("\(error)")
  }
  // NavigationFailureHandler.swift: end
  // NavigationFailureHandler.swift: init
  let handler = NavigationFailureHandler { error in assertionFailure("\(error)") }
  // NavigationFailureHandler.swift: end
  // NavigationFailureHandler.swift: report
  NavigationFailureHandler.current.report(.nothingToPop)
  // NavigationFailureHandler.swift: end
  // NavigationFailureHandler.swift: print
  NavigationFailureHandler.current = .print
  // NavigationFailureHandler.swift: end
  // NavigationFailureHandler.swift: crashReporter
  NavigationFailureHandler.current = NavigationFailureHandler { error in
    crashReporter.record(error)
  }
  // NavigationFailureHandler.swift: end
  _ = handler
}
