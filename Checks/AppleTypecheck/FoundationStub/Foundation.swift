// A stand-in for the few Foundation declarations that Sources/Navigator (Data, JSONEncoder,
// JSONDecoder for snapshots; NSObject for the UIKit adapter's delegates) and the UIKit stub
// (Checks/UIKitAdapter/Sources/UIKit; NSObjectProtocol for its gesture recognizer delegate) use,
// so that scripts/apple-typecheck can type-check them for Apple targets, where this toolchain
// has no Foundation. The signatures follow Apple's SDK; there is no behavior. When the sources
// or the UIKit stub start using another Foundation name, add it here:
// `grep -rhoE '\b(NS|CG|JSON)[A-Z][A-Za-z]*|\b(Bundle|Data|Date|TimeInterval|URL|UUID)\b'
// Sources/Navigator Checks/UIKitAdapter/Sources/UIKit | sort -u` lists the ones in use.

/// A number of seconds.
public typealias TimeInterval = Double

/// A representation of the code and resources stored in a bundle directory on disk.
open class Bundle: @unchecked Sendable {
  /// The bundle that contains the current executable.
  public static let main = Bundle()

  init() {}
}

/// An abstract class that serves as the basis for objects that archive and unarchive objects.
open class NSCoder {
  /// Creates a coder.
  public init() {}
}

/// The basic floating-point scalar type used for graphics (a `Double` on 64-bit Apple targets).
public struct CGFloat: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The value as a `Double`.
  public var native: Double

  /// Creates a value from a `Double`.
  public init(_ value: Double) { native = value }

  /// Creates a value from a floating-point literal.
  public init(floatLiteral value: Double) { native = value }

  /// Creates a value from an integer literal.
  public init(integerLiteral value: Int) { native = Double(value) }

  /// Zero.
  public static var zero: CGFloat { 0 }

  /// Whether `lhs` is less than `rhs`.
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }

  /// The sum.
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }

  /// The difference.
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }

  /// The product.
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }

  /// The quotient.
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
}

extension Double {
  /// Creates a value from a `CGFloat`.
  public init(_ value: CGFloat) { self = value.native }
}

/// A point in a two-dimensional coordinate system.
public struct CGPoint: Hashable, Sendable {
  /// The x-coordinate of the point.
  public var x: CGFloat
  /// The y-coordinate of the point.
  public var y: CGFloat

  /// Creates a point with coordinates specified as floating-point values.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The point with location (0, 0).
  public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

/// A structure that contains width and height values.
public struct CGSize: Hashable, Sendable {
  /// A width value.
  public var width: CGFloat
  /// A height value.
  public var height: CGFloat

  /// Creates a size with dimensions specified as floating-point values.
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  public static var zero: CGSize { CGSize(width: 0, height: 0) }
}

/// A structure that contains the location and dimensions of a rectangle.
public struct CGRect: Hashable, Sendable {
  /// A point that specifies the coordinates of the rectangle's origin.
  public var origin: CGPoint
  /// A size that specifies the height and width of the rectangle.
  public var size: CGSize

  /// Creates a rectangle with the specified origin and size.
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle with coordinates and dimensions specified as floating-point values.
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }

  /// The rectangle whose origin and size are both zero.
  public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
}

/// The group of methods that are fundamental to all Objective-C objects (the stub declares none
/// of them).
public protocol NSObjectProtocol: AnyObject {}

/// The root class of most Objective-C class hierarchies.
open class NSObject: NSObjectProtocol, Hashable {
  /// Returns an initialized object.
  public init() {}

  /// Whether both are the same object.
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A byte buffer in memory.
public struct Data: Hashable, Sendable {
  /// The bytes.
  public var bytes: [UInt8]

  /// Creates an empty data buffer.
  public init() { bytes = [] }
}

/// An object that encodes instances of a data type as JSON objects.
open class JSONEncoder {
  /// The formatting of the output JSON data.
  public struct OutputFormatting: OptionSet, Sendable {
    /// The format's raw value.
    public let rawValue: UInt

    /// Creates an output format with the specified raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The output formatting option that sorts keys in lexicographic order.
    public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
  }

  /// A value that determines the readability, ordering, and escaping of the encoded JSON.
  open var outputFormatting: OutputFormatting = []

  /// A dictionary you use to customize the encoding process by providing contextual information.
  open var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Creates a new, reusable JSON encoder.
  public init() {}

  /// Returns a JSON-encoded representation of the value you supply.
  open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }
}

/// An object that decodes instances of a data type from JSON objects.
open class JSONDecoder {
  /// A dictionary you use to customize the decoding process by providing contextual information.
  open var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Creates a new, reusable JSON decoder.
  public init() {}

  /// Returns a value of the type you specify, decoded from a JSON object.
  open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: [], debugDescription: "The Foundation stub decodes nothing."))
  }
}

/// A universally unique value.
public struct UUID: Hashable, Sendable, CustomStringConvertible {
  /// A new random UUID.
  public init() {}
  /// The UUID of a string such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
  public init?(uuidString string: String) { nil }
  /// The UUID as a string, uppercase.
  public var uuidString: String { "" }
  /// The same as `uuidString`.
  public var description: String { uuidString }
}

/// A value that identifies the location of a resource.
public struct URL: Hashable, Sendable, CustomStringConvertible {
  /// The URL of a string, or `nil` when it is not one.
  public init?(string: String) { nil }
  /// The URL as a string.
  public var absoluteString: String { "" }
  /// The same as `absoluteString`.
  public var description: String { absoluteString }
}
