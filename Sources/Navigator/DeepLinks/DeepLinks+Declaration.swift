extension DeepLinks {
  /// The declaration of a ``DeepLinks`` table, one area at a time.
  public struct Declaration {
    var links: [CompiledLink] = []
    var errors: [NavigationError] = []

    /// Declares the links of one area, whose destinations the block's closures make and take
    /// apart.
    ///
    /// ```swift
    /// links.area(SettingsDestination.self) { settings in
    ///   settings.link("messenger://settings", .settings)
    /// }
    /// ```
    public mutating func area<D: Destination>(_ area: D.Type, _ declare: (inout Area<D>) -> Void) {
      var block = Area<D>(declaration: self)
      declare(&block)
      self = block.declaration
    }
  }

  /// The links of one area, inside ``Declaration/area(_:_:)``. A link's parameters, in the order
  /// its pattern names them (path, then query), are the arguments of the closure that makes its
  /// destination, typed by that closure; `parts` gives them back from a destination, or `nil`
  /// when the link does not take it.
  public struct Area<D: Destination> {
    var declaration: Declaration

    /// Declares a link without parameters to `destination`.
    ///
    /// ```swift
    /// messages.link("messenger://inbox", .inbox)
    /// ```
    public mutating func link(_ pattern: String, _ destination: D) {
      add(pattern, types: []) { _ in
        [AnyDestination(destination)]
      } parts: {
        $0 == AnyDestination(destination) ? [] : nil
      }
    }

    /// Declares a link with one parameter.
    ///
    /// ```swift
    /// messages.link("messenger://chat/{user}") { (user: String) in .chat(User(name: user)) }
    ///   parts: { if case .chat(let user) = $0 { user.name } else { nil } }
    /// ```
    public mutating func link<A: LinkValue>(
      _ pattern: String, _ make: @escaping @Sendable (A) -> D,
      parts: @escaping @Sendable (D) -> A?
    ) {
      add(pattern, types: [A.self]) { texts throws(CompiledLink.ParameterFailure) in
        [AnyDestination(make(try Self.value(A.self, texts, 0)))]
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0)] }
      }
    }

    /// Declares a link with two parameters.
    ///
    /// ```swift
    /// files.link("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
    ///   .message(User(name: user), id)
    /// } parts: { if case .message(let user, let id) = $0 { (user.name, id) } else { nil } }
    /// ```
    public mutating func link<A: LinkValue, B: LinkValue>(
      _ pattern: String, _ make: @escaping @Sendable (A, B) -> D,
      parts: @escaping @Sendable (D) -> (A, B)?
    ) {
      add(pattern, types: [A.self, B.self]) { texts throws(CompiledLink.ParameterFailure) in
        let a = try Self.value(A.self, texts, 0)
        let b = try Self.value(B.self, texts, 1)
        return [AnyDestination(make(a, b))]
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0.0), Self.text($0.1)] }
      }
    }

    /// Declares a link with three parameters.
    ///
    /// ```swift
    /// search.link("messenger://search?q={query}&from={user?}&page={page?}") {
    ///   (query: String, user: String?, page: Int?) in .results(query, user, page ?? 1)
    /// } parts: { if case .results(let q, let u, let p) = $0 { (q, u, p) } else { nil } }
    /// ```
    public mutating func link<A: LinkValue, B: LinkValue, C: LinkValue>(
      _ pattern: String, _ make: @escaping @Sendable (A, B, C) -> D,
      parts: @escaping @Sendable (D) -> (A, B, C)?
    ) {
      add(pattern, types: [A.self, B.self, C.self]) { texts throws(CompiledLink.ParameterFailure) in
        let a = try Self.value(A.self, texts, 0)
        let b = try Self.value(B.self, texts, 1)
        let c = try Self.value(C.self, texts, 2)
        return [AnyDestination(make(a, b, c))]
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map {
          [Self.text($0.0), Self.text($0.1), Self.text($0.2)]
        }
      }
    }

    /// Declares a link with one parameter that names a whole path: the destinations a route
    /// must pass through, the last one, of this area, its target. `parts` takes the target.
    ///
    /// ```swift
    /// contacts.path("messenger://contacts/{user}/profile") { (user: String) in
    ///   [AnyDestination(ContactsDestination.card(User(name: user))),
    ///    AnyDestination(ContactsDestination.profile(User(name: user)))]
    /// } parts: { if case .profile(let user) = $0 { user.name } else { nil } }
    /// ```
    public mutating func path<A: LinkValue>(
      _ pattern: String, _ make: @escaping @Sendable (A) -> [AnyDestination],
      parts: @escaping @Sendable (D) -> A?
    ) {
      add(pattern, types: [A.self]) { texts throws(CompiledLink.ParameterFailure) in
        make(try Self.value(A.self, texts, 0))
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0)] }
      }
    }

    /// Declares a link with two parameters that names a whole path; `parts` takes the target.
    ///
    /// ```swift
    /// messages.path("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
    ///   [AnyDestination(MessagesDestination.chat(User(name: user))),
    ///    AnyDestination(MessagesDestination.message(id))]
    /// } parts: { _ in nil }
    /// ```
    public mutating func path<A: LinkValue, B: LinkValue>(
      _ pattern: String, _ make: @escaping @Sendable (A, B) -> [AnyDestination],
      parts: @escaping @Sendable (D) -> (A, B)?
    ) {
      add(pattern, types: [A.self, B.self]) { texts throws(CompiledLink.ParameterFailure) in
        let a = try Self.value(A.self, texts, 0)
        let b = try Self.value(B.self, texts, 1)
        return make(a, b)
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0.0), Self.text($0.1)] }
      }
    }

    /// Declares a link with three parameters that names a whole path; `parts` takes the target.
    ///
    /// ```swift
    /// files.path("files://{owner}/{folder}/{id}") { (owner: String, folder: String, id: Int) in
    ///   [AnyDestination(FilesDestination.folder(owner, folder)), AnyDestination(FilesDestination.file(id))]
    /// } parts: { _ in nil }
    /// ```
    public mutating func path<A: LinkValue, B: LinkValue, C: LinkValue>(
      _ pattern: String, _ make: @escaping @Sendable (A, B, C) -> [AnyDestination],
      parts: @escaping @Sendable (D) -> (A, B, C)?
    ) {
      add(pattern, types: [A.self, B.self, C.self]) { texts throws(CompiledLink.ParameterFailure) in
        let a = try Self.value(A.self, texts, 0)
        let b = try Self.value(B.self, texts, 1)
        let c = try Self.value(C.self, texts, 2)
        return make(a, b, c)
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map {
          [Self.text($0.0), Self.text($0.1), Self.text($0.2)]
        }
      }
    }

    // MARK: - Compiling

    private mutating func add(
      _ text: String, types: [any LinkValue.Type], make: @escaping CompiledLink.Make,
      parts: @escaping CompiledLink.Parts
    ) {
      do throws(NavigationError) {
        let pattern = try LinkPattern(text)
        func invalid(_ reason: String) -> NavigationError {
          NavigationError(.invalidLinkPattern, detail: .linkPattern(text, reason))
        }
        guard pattern.parameters.count == types.count else {
          throw invalid(
            "it names \(pattern.parameters.count) parameter(s), and its closure takes "
              + "\(types.count)")
        }
        var optional = Set<Int>()
        for item in pattern.query where item.isOptional { optional.insert(item.parameter) }
        for (index, type) in types.enumerated()
        where type.mayBeLeftOut != optional.contains(index) {
          let name = pattern.parameters[index]
          throw invalid(
            type.mayBeLeftOut
              ? "{\(name)} is optional in its closure, so it must be a query item {\(name)?}"
              : "{\(name)?} may be left out, so its closure must take an optional")
        }
        declaration.links.append(
          CompiledLink(
            pattern: pattern, area: ObjectIdentifier(D.self), types: types, make: make,
            parts: parts))
      } catch {
        declaration.errors.append(error)
      }
    }

    private static func value<V: LinkValue>(
      _ type: V.Type, _ arguments: ParameterTexts, _ index: Int
    ) throws(CompiledLink.ParameterFailure) -> V {
      // NB: the casts cannot fail, and are comparisons of types; `V(linkText:)` asks the
      // runtime for the metadata of `Optional<V>` (a few hundred instructions a parameter, as
      // this code is not specialized), and would read the number from a String again.
      switch arguments[index] {
      case .number(let number):
        if V.self == Int.self { return number as! V }
        if V.self == Int?.self { return Optional(number) as! V }
      case .text(let text):
        if V.self == String.self { return text as! V }
      case .leftOut, .notANumber: break
      }
      return try converted(V.self, arguments[index], index)
    }

    /// The value of a parameter of a type other than `Int`, `Int?` and `String`, by its
    /// `LinkValue` conformance.
    @inline(never)
    private static func converted<V: LinkValue>(
      _ type: V.Type, _ argument: LinkArgument, _ index: Int
    ) throws(CompiledLink.ParameterFailure) -> V {
      switch argument {
      case .text(let text):
        if let value = V(linkText: text) { return value }
      case .number(let number):
        if let value = V(linkText: String(number)) { return value }
      case .leftOut:
        // NB: only an optional item may be left out (the declaration checks it).
        if let value = V.valueWhenLeftOut { return value }
      case .notANumber: break
      }
      throw CompiledLink.ParameterFailure(index: index, type: V.self)
    }

    private static func text<V: LinkValue>(_ value: V) -> String? { value.linkText }
  }
}

extension LinkValue {
  /// Whether a link may leave a value of this type out.
  static var mayBeLeftOut: Bool { valueWhenLeftOut != nil }
}
