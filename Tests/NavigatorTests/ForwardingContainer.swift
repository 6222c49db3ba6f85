import Navigator
import NavigatorTestSupport

/// A recording container seen through another: it counts how often its layout is read, and
/// reports the recorder's count of changes (``NavigationContainer/layoutVersion``) only when
/// `countsChanges`, so that a test can run on a container that cannot count.
@MainActor
final class ForwardingContainer: NavigationContainer {
  /// The container it forwards to.
  let recording: RecordingContainer<AppScreen>
  private let countsChanges: Bool
  /// How many times ``layout`` was read.
  var layoutReads = 0

  init(_ recording: RecordingContainer<AppScreen> = RecordingContainer(), countsChanges: Bool) {
    self.recording = recording
    self.countsChanges = countsChanges
  }

  var layout: NavigationTree<AppScreen> {
    layoutReads += 1
    return recording.layout
  }
  var layoutVersion: UInt64? { countsChanges ? recording.layoutVersion : nil }
  var isTransitioning: Bool { recording.isTransitioning }
  var userDidChangeLayout: (@MainActor () -> Void)? {
    get { recording.userDidChangeLayout }
    set { recording.userDidChangeLayout = newValue }
  }

  func apply(
    _ change: ContainerChange<AppScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    recording.apply(change, animated: animated, completion: completion)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    recording.afterTransition(body)
  }
}
