extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// The duration kept between zero and a year, so that a clock or a sleep given it cannot
  /// overflow: a timeout of `.seconds(Int64.max)` waits a year.
  var bounded: Duration {
    min(max(self, .zero), .seconds(365 * 24 * 3600))
  }
}
