extension Array where Element == AnyObject {
  /// Whether this array holds the screens of `other`, in order, by identity.
  // NB: loops over the arrays' buffers, which compares addresses without retaining either
  // screen; from the top, where a change of a stack usually is.
  func holdsTheSameScreens(as other: [AnyObject]) -> Bool {
    guard count == other.count else { return false }
    return withUnsafeBufferPointer { held in
      other.withUnsafeBufferPointer { screens in
        var position = screens.count
        while position > 0 {
          position -= 1
          guard held[position] === screens[position] else { return false }
        }
        return true
      }
    }
  }
}
