/// The closures that read a link's parameters and make its destinations, one for each arity.
extension DeepLinks.Area {
  /// The closure that reads a link of one parameter: reads its value, makes its destination
  /// with `make`. `Made`, the type `make` returns, is a parameter of its own, so that the
  /// closure knows it without asking the runtime for the metadata of `Optional<D>` at each read.
  static func reader<A: LinkValue, Made: LinkResult>(
    _ make: @escaping @Sendable (A) -> Made, _ a: CompiledLink.Parameter
  ) -> CompiledLink.Make {
    // NB: a closure of an `Int` or a `String` is cast once, when declared, to a closure of
    // that type, so that its value is read by code specialized for it: read as `A`, in the
    // generic code the library runs unspecialized, the value went through the runtime's
    // `swift_dynamicCast` at each read (about 60 instructions a parameter, 62 a link at 10
    // patterns). The cast takes about 1,900 instructions a link declared.
    if A.self == Int.self, let make = make as? @Sendable (Int) -> Made {
      return { link, arguments throws(CompiledLink.ParameterFailure) in
        make(try arguments.value(0, a, of: link) as Int).linkDestinations()
      }
    }
    if A.self == String.self, let make = make as? @Sendable (String) -> Made {
      return { link, arguments throws(CompiledLink.ParameterFailure) in
        make(try arguments.value(0, a, of: link) as String).linkDestinations()
      }
    }
    return { link, arguments throws(CompiledLink.ParameterFailure) in
      make(try arguments.value(0, a, of: link)).linkDestinations()
    }
  }

  /// The closure that reads a link of two parameters; of two `Int`s, or a `String` and an
  /// `Int?` (a text and a page), cast as the closure of one parameter is.
  static func reader<A: LinkValue, B: LinkValue, Made: LinkResult>(
    _ make: @escaping @Sendable (A, B) -> Made, _ a: CompiledLink.Parameter,
    _ b: CompiledLink.Parameter
  ) -> CompiledLink.Make {
    if A.self == String.self, B.self == Int?.self,
      let make = make as? @Sendable (String, Int?) -> Made
    {
      return { link, arguments throws(CompiledLink.ParameterFailure) in
        let first: String = try arguments.value(0, a, of: link)
        let second: Int? = try arguments.value(1, b, of: link)
        return make(first, second).linkDestinations()
      }
    }
    if A.self == Int.self, B.self == Int.self, let make = make as? @Sendable (Int, Int) -> Made {
      return { link, arguments throws(CompiledLink.ParameterFailure) in
        let first: Int = try arguments.value(0, a, of: link)
        let second: Int = try arguments.value(1, b, of: link)
        return make(first, second).linkDestinations()
      }
    }
    return { link, arguments throws(CompiledLink.ParameterFailure) in
      let first: A = try arguments.value(0, a, of: link)
      let second: B = try arguments.value(1, b, of: link)
      return make(first, second).linkDestinations()
    }
  }

  /// The closure that reads a link of three parameters.
  static func reader<A: LinkValue, B: LinkValue, C: LinkValue, Made: LinkResult>(
    _ make: @escaping @Sendable (A, B, C) -> Made, _ a: CompiledLink.Parameter,
    _ b: CompiledLink.Parameter, _ c: CompiledLink.Parameter
  ) -> CompiledLink.Make {
    return { link, arguments throws(CompiledLink.ParameterFailure) in
      let first: A = try arguments.value(0, a, of: link)
      let second: B = try arguments.value(1, b, of: link)
      let third: C = try arguments.value(2, c, of: link)
      return make(first, second, third).linkDestinations()
    }
  }

  /// The closure that reads a link of any number of parameters.
  static func reader<each V: LinkValue, Made: LinkResult>(
    _ make: @escaping @Sendable (repeat each V) -> Made, _ parameters: [CompiledLink.Parameter]
  ) -> CompiledLink.Make {
    return { link, arguments throws(CompiledLink.ParameterFailure) in
      var index = 0
      return make(repeat try next((each V).self, link, arguments, &index, parameters))
        .linkDestinations()
    }
  }

  /// The value of the parameter `index` of `arguments` in `link`, read as `parameters[index]`
  /// says, for a closure of any number of parameters; moves `index` to the next one.
  static func next<V: LinkValue>(
    _ type: V.Type, _ link: LinkURL, _ arguments: borrowing LinkArguments, _ index: inout Int,
    _ parameters: [CompiledLink.Parameter]
  ) throws(CompiledLink.ParameterFailure) -> V {
    defer { index += 1 }
    return try arguments.value(index, parameters[index], of: link)
  }
}
