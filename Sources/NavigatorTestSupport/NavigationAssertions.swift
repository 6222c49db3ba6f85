import Navigator
import Testing
import XCTest

/// Checks that the navigators pushed screens for exactly `expected`, in order, and reports a
/// readable difference at the caller's line otherwise, under Swift Testing or XCTest.
///
/// Pushes are the `push` events, whether or not animated; other events are ignored.
///
/// ```swift
/// LoginViewController(navigator: navigator).didTapSignUp(email: "ada@example.com")
/// assertPushes([LoginDestination.signUp(prefilledEmail: "ada@example.com")], on: navigation)
/// ```
///
/// - Returns: Whether the pushes matched.
@MainActor
@discardableResult
public func assertPushes<D: Destination, Screen: AnyObject>(
  _ expected: [D], on navigation: RecordingNavigationController<Screen>,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let pushed = navigation.events.compactMap { event -> ScreenName? in
    if case .push(let screen, _) = event { screen } else { nil }
  }
  return assertSame(
    "pushes", actual: pushed, expected: expected.map { ScreenName($0) },
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks that `navigation` recorded exactly `expected`, and reports a readable difference at the
/// caller's line otherwise, under Swift Testing or XCTest.
///
/// ```swift
/// assertEvents([.setStack([LoginDestination.login])], on: navigation)
/// ```
///
/// - Returns: Whether the events matched.
@MainActor
@discardableResult
public func assertEvents<Screen: AnyObject>(
  _ expected: [RecordingNavigationController<Screen>.Event],
  on navigation: RecordingNavigationController<Screen>,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  assertSame(
    "events", actual: navigation.events, expected: expected,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks that a screen made exactly `expected` requests of its navigator, and reports a readable
/// difference at the caller's line otherwise, under Swift Testing or XCTest.
///
/// ```swift
/// assertRequests([.navigate(to: .forgotPassword), .back], on: navigator)
/// ```
///
/// - Returns: Whether the requests matched.
@MainActor
@discardableResult
public func assertRequests<D: Destination>(
  _ expected: [NavigationRequest<D>], on navigator: RecordingNavigator<D>,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  assertSame(
    "requests", actual: navigator.requests.map(RequestWithPayload.init),
    expected: expected.map(RequestWithPayload.init),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that the app navigator's whole state equals `expected`: the root's stacks, the tab
/// selection and the modals. On failure, the message lists the state line by line, one line per
/// stack, with payloads, and marks the lines that differ.
///
/// Works under Swift Testing and XCTest.
///
/// ```swift
/// assertNavigation(
///   appNavigator,
///   equals: NavigationState(
///     tabs: [.init("chats", [inbox, chat(ada)]), .init("settings", [settings])],
///     selected: "chats", modals: [.stack([compose])]))
/// ```
///
/// - Returns: Whether the assertion passed.
@MainActor
@discardableResult
public func assertNavigation<Container: NavigationContainer>(
  _ navigator: AppNavigator<Container>, equals expected: NavigationState,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let actual = navigator.state
  guard actual != expected else { return true }
  return assertSame(
    "navigation states", actual: Line.lines(of: actual), expected: Line.lines(of: expected),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `container` recorded exactly `expected`, in order.
///
/// ```swift
/// assertEvents(
///   [.present([ScreenName(HomeDestination.compose)], withNavigationBar: true, animated: true)],
///   on: container)
/// ```
///
/// - Returns: Whether the assertion passed.
@MainActor
@discardableResult
public func assertEvents<Screen: AnyObject>(
  _ expected: [RecordingContainer<Screen>.Event], on container: RecordingContainer<Screen>,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  assertSame(
    "events", actual: container.events, expected: expected,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `container` recorded exactly `expected`, in order.
@available(*, deprecated, renamed: "assertEvents(_:on:fileID:filePath:line:column:)")
@MainActor
@discardableResult
public func assertEvents<Screen: AnyObject>(
  _ expected: [RecordingContainer<Screen>.Event], in container: RecordingContainer<Screen>,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  assertEvents(
    expected, on: container, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `graph` has no problems: every screen is reachable from its roots, and no screen
/// has several parents at the same distance without a preferred edge among them. On failure, the
/// message lists each problem with the screens involved.
///
/// ```swift
/// @Test @MainActor func everyScreenCanBeReached() {
///   assertScreenGraph(ScreenGraph(roots: [Screen.inbox], edges: [.init(.inbox, .chat)]))
/// }
/// ```
///
/// - Returns: Whether the assertion passed.
@discardableResult
public func assertScreenGraph<Node: Hashable>(
  _ graph: ScreenGraph<Node>,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  report(graph.problems(), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Reports `problems` of a graph as one failure; whether there were none.
private func report<Node: Hashable>(
  _ problems: [GraphProblem<Node>],
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> Bool {
  guard !problems.isEmpty else { return true }
  report(
    (["the screen graph has \(problems.count) problem(s):"] + problems.map { "- \($0)" })
      .joined(separator: "\n"),
    fileID: fileID, filePath: filePath, line: line, column: column)
  return false
}

/// Asserts that `graph` has no problems: every case is reachable from its roots, no case has
/// several parents at the same distance without a preferred edge among them, and every case a
/// route may show on the way to another has a maker for its payload. On failure, the message
/// lists each problem with the destinations involved.
///
/// ```swift
/// @Test @MainActor func everyRouteCanBeFollowed() {
///   assertScreenGraph(AppRoutes.graph())
/// }
/// ```
///
/// - Returns: Whether the assertion passed.
@MainActor
@discardableResult
public func assertScreenGraph(
  _ graph: DestinationGraph,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  report(
    graph.problems(), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// One line of a state's debug description, for diffs.
private struct Line: Equatable, CustomStringConvertible {
  let description: String

  static func lines(of state: NavigationState) -> [Line] {
    state.debugDescription.split(separator: "\n").map { Line(description: String($0)) }
  }
}

/// A request described with its destination's payload, so that a failing test tells
/// `.chat(Ada)` from `.chat(Grace)`; a request's own description leaves payloads out of logs.
private struct RequestWithPayload<D: Destination>: Equatable, CustomStringConvertible {
  let request: NavigationRequest<D>
  var description: String { request.debugDescription }
}

// MARK: - Reporting

private func assertSame<T: Equatable & CustomStringConvertible>(
  _ what: String, actual: [T], expected: [T],
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> Bool {
  guard actual != expected else { return true }
  report(
    NavigationDiff.message(what, actual: actual, expected: expected),
    fileID: fileID, filePath: filePath, line: line, column: column)
  return false
}

/// Records a failure under Swift Testing, or XCTest outside a Swift Testing test.
private func report(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
