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
    ///   settings.link("messenger://settings", .root)
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
    /// messages.link("messenger://compose", .compose)
    /// settings.link("messenger:///settings", .root)  // a link without host
    /// ```
    public mutating func link(_ pattern: String, priority: Int = 0, _ destination: D) {
      // NB: erased once: a read gives the same destination, without boxing it again.
      let erased = AnyDestination(destination)
      add(pattern, priority: priority, parameters: []) { _, _ in
        LinkDestinations(erased)
      } parts: {
        $0 == erased ? [] : nil
      }
    }

    // NB: the overloads of one, two and three parameters (and of `path`, one and two) do what
    // the parameter-pack version does, measured faster: with them removed, reading a link
    // took 3,883 instructions instead of 2,829 (10 patterns) and 5,183 instead of 3,804 (1,000
    // shapes), and declaring the sample's links 2% more (Benchmarks/count-instructions): the
    // pack's values go through generic code that runs unspecialized, where each overload
    // is specialized for its arity.
    /// Declares a link with one parameter. The closure may return `nil` to refuse the value, so
    /// that the next pattern that matches is tried.
    ///
    /// ```swift
    /// messages.link("messenger://chat/{user}") { (user: String) in
    ///   .chat(.named(user))
    /// } parts: {
    ///   if case .chat(let user) = $0 { user.name } else { nil }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern, whose parameter is the closure's.
    ///   - priority: Patterns of higher priority are tried first when several match; 0 by default.
    ///   - make: Makes the destination of the link's value, or refuses it with `nil`.
    ///   - parts: The value of a destination, or `nil` when this link does not take it.
    public mutating func link<A: LinkValue>(
      _ pattern: String, priority: Int = 0, _ make: @escaping @Sendable (A) -> D?,
      parts: @escaping @Sendable (D) -> A?
    ) {
      let a = CompiledLink.Parameter(A.self)
      add(pattern, priority: priority, parameters: [a], make: Self.reader(make, a)) { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0)] }
      }
    }

    /// Declares a link with two parameters.
    ///
    /// ```swift
    /// threads.link("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
    ///   .message(.named(user), id)
    /// } parts: {
    ///   if case .message(let user, let id) = $0 { (user.name, id) } else { nil }
    /// }
    /// ```
    public mutating func link<A: LinkValue, B: LinkValue>(
      _ pattern: String, priority: Int = 0, _ make: @escaping @Sendable (A, B) -> D?,
      parts: @escaping @Sendable (D) -> (A, B)?
    ) {
      let (a, b) = (CompiledLink.Parameter(A.self), CompiledLink.Parameter(B.self))
      add(pattern, priority: priority, parameters: [a, b], make: Self.reader(make, a, b)) {
        destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0.0), Self.text($0.1)] }
      }
    }

    /// Declares a link with three parameters.
    ///
    /// ```swift
    /// search.link("messenger://search?q={query}&from={user?}&page={page?}") {
    ///   (query: String, user: String?, page: Int?) in
    ///   .results(query, user, page ?? 1)
    /// } parts: {
    ///   if case .results(let query, let user, let page) = $0 { (query, user, page) } else { nil }
    /// }
    /// ```
    public mutating func link<A: LinkValue, B: LinkValue, C: LinkValue>(
      _ pattern: String, priority: Int = 0, _ make: @escaping @Sendable (A, B, C) -> D?,
      parts: @escaping @Sendable (D) -> (A, B, C)?
    ) {
      let (a, b, c) = (
        CompiledLink.Parameter(A.self), CompiledLink.Parameter(B.self),
        CompiledLink.Parameter(C.self)
      )
      add(pattern, priority: priority, parameters: [a, b, c], make: Self.reader(make, a, b, c)) {
        destination in
        destination.as(D.self).flatMap(parts).map {
          [Self.text($0.0), Self.text($0.1), Self.text($0.2)]
        }
      }
    }

    /// Declares a link with any number of parameters.
    ///
    /// ```swift
    /// maps.link("maps://place/{lat}/{lon}/{zoom}?layer={layer}") {
    ///   (lat: Double, lon: Double, zoom: Int, layer: String) in
    ///   .place(lat, lon, zoom, layer)
    /// } parts: {
    ///   guard case .place(let lat, let lon, let zoom, let layer) = $0 else { return nil }
    ///   return (lat, lon, zoom, layer)
    /// }
    /// ```
    public mutating func link<each V: LinkValue>(
      _ pattern: String, priority: Int = 0, _ make: @escaping @Sendable (repeat each V) -> D?,
      parts: @escaping @Sendable (D) -> (repeat each V)?
    ) {
      let parameters = Self.types(repeat (each V).self).map(CompiledLink.Parameter.init)
      add(
        pattern, priority: priority, parameters: parameters, make: Self.reader(make, parameters)
      ) { destination in
        destination.as(D.self).flatMap(parts).map { values in Self.texts(repeat each values) }
      }
    }

    /// Declares a link without parameters that names a whole path: the destinations a route
    /// must pass through, the last one, of this area, its target.
    ///
    /// ```swift
    /// settings.path(
    ///   "messenger://settings/account",
    ///   [AnyDestination(SettingsDestination.root), AnyDestination(SettingsDestination.account)])
    /// ```
    public mutating func path(
      _ pattern: String, priority: Int = 0, _ destinations: [AnyDestination]
    ) {
      let read = LinkDestinations(destinations)
      add(pattern, priority: priority, parameters: []) { _, _ in
        read
      } parts: {
        $0 == destinations.last ? [] : nil
      }
    }

    /// Declares a whole-path link with one parameter; `parts` takes the target.
    ///
    /// ```swift
    /// contacts.path("messenger://contacts/{user}/photos") { (user: String) in
    ///   [
    ///     AnyDestination(ContactsDestination.card(.named(user))),
    ///     AnyDestination(ContactsDestination.sharedPhotos(.named(user))),
    ///   ]
    /// } parts: {
    ///   if case .sharedPhotos(let user) = $0 { user.name } else { nil }
    /// }
    /// ```
    public mutating func path<A: LinkValue>(
      _ pattern: String, priority: Int = 0,
      _ make: @escaping @Sendable (A) -> [AnyDestination]?,
      parts: @escaping @Sendable (D) -> A?
    ) {
      let a = CompiledLink.Parameter(A.self)
      add(pattern, priority: priority, parameters: [a]) {
        link, arguments throws(CompiledLink.ParameterFailure) in
        make(try arguments.value(0, a, of: link)).map(LinkDestinations.init)
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0)] }
      }
    }

    /// Declares a link with two parameters that names a whole path; `parts` takes the target.
    ///
    /// ```swift
    /// messages.path("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
    ///   [
    ///     AnyDestination(HomeDestination.chat(.named(user))),
    ///     AnyDestination(ThreadDestination.message(.named(user), id)),
    ///   ]
    /// } parts: { _ in
    ///   nil
    /// }
    /// ```
    public mutating func path<A: LinkValue, B: LinkValue>(
      _ pattern: String, priority: Int = 0,
      _ make: @escaping @Sendable (A, B) -> [AnyDestination]?,
      parts: @escaping @Sendable (D) -> (A, B)?
    ) {
      let (a, b) = (CompiledLink.Parameter(A.self), CompiledLink.Parameter(B.self))
      add(pattern, priority: priority, parameters: [a, b]) {
        link, arguments throws(CompiledLink.ParameterFailure) in
        let first: A = try arguments.value(0, a, of: link)
        let second: B = try arguments.value(1, b, of: link)
        return make(first, second).map(LinkDestinations.init)
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { [Self.text($0.0), Self.text($0.1)] }
      }
    }

    /// Declares a whole-path link with any number of parameters; `parts` takes the target.
    ///
    /// ```swift
    /// files.path("files://{owner}/{folder}/{id}") { (owner: String, folder: String, id: Int) in
    ///   [
    ///     AnyDestination(FilesDestination.folder(owner, folder)),
    ///     AnyDestination(FilesDestination.file(id)),
    ///   ]
    /// } parts: { _ in
    ///   nil
    /// }
    /// ```
    public mutating func path<each V: LinkValue>(
      _ pattern: String, priority: Int = 0,
      _ make: @escaping @Sendable (repeat each V) -> [AnyDestination]?,
      parts: @escaping @Sendable (D) -> (repeat each V)?
    ) {
      let parameters = Self.types(repeat (each V).self).map(CompiledLink.Parameter.init)
      add(pattern, priority: priority, parameters: parameters) {
        link, arguments throws(CompiledLink.ParameterFailure) in
        var index = 0
        return make(repeat try Self.next((each V).self, link, arguments, &index, parameters))
          .map(LinkDestinations.init)
      } parts: { destination in
        destination.as(D.self).flatMap(parts).map { values in Self.texts(repeat each values) }
      }
    }

    // MARK: - Compiling

    // NB: the parameters made once, for the closure and for the compiled link: made for each,
    // a parameter of a type of the app's asked the runtime for its conformances twice (about
    // 2,000 instructions).
    private mutating func add(
      _ text: String, priority: Int, parameters: [CompiledLink.Parameter],
      make: @escaping CompiledLink.Make, parts: @escaping CompiledLink.Parts
    ) {
      do throws(NavigationError) {
        let pattern = try LinkPattern(text)
        try Self.check(pattern, parameters)
        declaration.links.append(
          CompiledLink(
            pattern: pattern, area: ObjectIdentifier(D.self), priority: priority,
            parameters: parameters,
            make: make, parts: parts))
      } catch {
        declaration.errors.append(error)
      }
    }

    /// Checks that `pattern` names `parameters`, each where its type can be read.
    private static func check(
      _ pattern: LinkPattern, _ parameters: [CompiledLink.Parameter]
    ) throws(NavigationError) {
      // NB: what the parameters' types are was found when they were made: asked again, the
      // runtime looked up their conformances (about 2,000 instructions a parameter).
      func invalid(_ reason: String) -> NavigationError {
        NavigationError(.invalidLinkPattern, detail: .linkPattern(pattern.text, reason))
      }
      guard pattern.parameters.count == parameters.count else {
        throw invalid(
          "it names \(pattern.parameters.count) parameter(s), and its closure takes "
            + "\(parameters.count)")
      }
      var places = [ParameterPlace](repeating: .segment, count: parameters.count)
      for segment in pattern.segments {
        switch segment {
        case .literal: continue
        case .parameter(let index): places[index] = .segment
        case .optional(let index): places[index] = .optional
        case .rest(let index): places[index] = .rest
        }
      }
      for item in pattern.query { places[item.parameter] = item.isOptional ? .optional : .item }
      for (index, parameter) in parameters.enumerated() where places[index] != .rest {
        let name = pattern.parameters[index]
        if parameter.isSegments {
          throw invalid("{\(name)} is an array in its closure, so it must be a rest {\(name)...}")
        }
        if places[index] == .optional, !parameter.mayBeLeftOut {
          throw invalid("{\(name)?} may be left out, so its closure must take an optional")
        }
        if places[index] != .optional, parameter.mayBeLeftOut {
          throw invalid(
            "{\(name)} is optional in its closure, so it must be {\(name)?}, which a link may "
              + "leave out")
        }
      }
    }

    /// The text of `value` for its link: its segments for an array, else its text.
    static func text<V: LinkValue>(_ value: V) -> LinkText? {
      if let segments = value as? any LinkSegmentsValue {
        return segments.linkSegments.map { .segments($0) }
      }
      return value.linkText.map { .text($0) }
    }

    static func types<each V: LinkValue>(_ types: repeat (each V).Type)
      -> [any LinkValue.Type]
    {
      var all: [any LinkValue.Type] = []
      for type in repeat each types { all.append(type) }
      return all
    }

    private static func texts<each V: LinkValue>(_ values: repeat each V) -> [LinkText?] {
      var texts: [LinkText?] = []
      for value in repeat each values { texts.append(text(value)) }
      return texts
    }
  }
}

extension LinkValue {
  /// Whether a link may leave a value of this type out.
  static var mayBeLeftOut: Bool { valueWhenLeftOut != nil }
}

/// Where a parameter is in a pattern.
private enum ParameterPlace {
  case segment, optional, rest, item
}
