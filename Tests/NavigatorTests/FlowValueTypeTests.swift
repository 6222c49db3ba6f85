import Testing

@testable import Navigator

/// A flow's value type is named in messages without modules, the same from a type as from the
/// full name a snapshot keeps.
@Suite struct FlowValueTypeTests {
  struct Order {}
  enum Checkout { struct Receipt {} }

  @Test func aValueTypeIsNamedWithoutModulesAsSwiftWritesIt() {
    #expect(FlowValueType(Int.self).name == "Int")
    #expect(FlowValueType(Order.self).name == "FlowValueTypeTests.Order")
    #expect(FlowValueType(Checkout.Receipt?.self).name == "FlowValueTypeTests.Checkout.Receipt?")
    #expect(FlowValueType([Order].self).name == "[FlowValueTypeTests.Order]")
    #expect(FlowValueType([String: Int].self).name == "Dictionary<String, Int>")
  }

  @Test func aRestoredValueTypeIsNamedAsTheTypeItself() {
    let types: [Any.Type] = [Order?.self, [Checkout.Receipt].self, Int.self, [String: Int].self]
    for type in types {
      #expect(FlowValueType(id: String(reflecting: type)).name == brief(type))
    }
    #expect(FlowValueType(id: String(reflecting: Order?.self)) == FlowValueType(Order?.self))
  }

  private func brief<T>(_ type: T.Type) -> String { FlowValueType(type).name }
}
