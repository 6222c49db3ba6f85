// The ```swift blocks of the doc comments in Sources/Navigator/Destinations.
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// Destination.swift: profile
enum ProfileDestination: Destination { case profile(User) }  // pushed
// Destination.swift: end
