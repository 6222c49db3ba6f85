// MARK: - Validation

extension ScreenGraph {
  /// What is wrong with the graph: screens no route reaches from the roots, and screens with
  /// several parents at the same distance and no preferred edge among them. Empty when the
  /// graph is sound; run it in the app's tests, or with `assertScreenGraph` from
  /// `NavigatorTestSupport`.
  ///
  /// ```swift
  /// for problem in graph.problems() { print(problem) }
  /// ```
  public func problems() -> [GraphProblem<Node>] {
    let distance = search.distances(from: rootIDs)
    var problems: [GraphProblem<Node>] = []
    var parents: [[Int]] = Array(repeating: [], count: nodes.count)
    var hasPreferred = [Bool](repeating: false, count: nodes.count)
    for edge in edges {
      guard let from = ids[edge.from].map(Int.init), let to = ids[edge.to].map(Int.init),
        distance[from] >= 0, distance[to] == distance[from] + 1
      else { continue }
      if !parents[to].contains(from) { parents[to].append(from) }
      if edge.isPreferred { hasPreferred[to] = true }
    }
    for (index, node) in nodes.enumerated() {
      if distance[index] < 0 {
        problems.append(.unreachable(node))
      } else if parents[index].count > 1, !hasPreferred[index] {
        problems.append(.ambiguous(node, parents: parents[index].map { nodes[$0] }))
      }
    }
    return problems
  }
}

// MARK: - Maps

extension ScreenGraph {
  /// The graph as a Mermaid flowchart, each edge labelled with its transition; preferred edges
  /// are thick.
  ///
  /// ```swift
  /// print(graph.mermaid())
  /// // flowchart TD
  /// //   n0["inbox"]
  /// //   n0 -->|push| n1
  /// ```
  public func mermaid() -> String {
    var lines = ["flowchart TD"]
    for (index, node) in nodes.enumerated() {
      lines.append("  n\(index)[\"\(escaped("\(node)"))\"]")
    }
    for edge in edges {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      let arrow = edge.isPreferred ? "==>" : "-->"
      lines.append("  n\(from) \(arrow)|\(edge.transition)| n\(to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The graph in Graphviz's DOT language, each edge labelled with its transition; roots are
  /// doubly circled and preferred edges bold. Render it with `dot -Tsvg`.
  ///
  /// ```swift
  /// try graph.dot().write(toFile: "map.dot", atomically: true, encoding: .utf8)
  /// ```
  public func dot(name: String = "Screens") -> String {
    var lines = ["digraph \"\(escaped(name))\" {", "  rankdir=LR;", "  node [shape=box];"]
    for node in nodes {
      let shape = roots.contains(node) ? " [peripheries=2]" : ""
      lines.append("  \"\(escaped("\(node)"))\"\(shape);")
    }
    for edge in edges {
      let style = edge.isPreferred ? ", style=bold" : ""
      lines.append(
        "  \"\(escaped("\(edge.from)"))\" -> \"\(escaped("\(edge.to)"))\" "
          + "[label=\"\(edge.transition)\"\(style)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "\\" || character == "\"" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
