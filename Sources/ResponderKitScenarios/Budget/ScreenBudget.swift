import Foundation

/// What a screen becomes, charged as the loader builds it, against one table of limits
/// (issue 46): a file's few lines can stand for a hundred thousand cells, thousands of
/// constraints a stack makes, or millions of recognizer pairs, so each is counted where it is
/// read, whatever wrote it (a view of its own, a table's rows, a stack's arranged views, a YAML
/// alias used again), and the file is refused at the line that crosses a limit.
///
/// ```
///   the file ──▶ AliasExpansion: values once aliases are followed
///      │
///      ▼
///   views ──▶ .views          one each, navigation and page screens and list rows included
///   tables, collections ──▶ .cells (rows and items) and .views (the cells on screen at once)
///   stacks ──▶ .constraints   16 for each arranged view, 320 proportional or by centres
///   constraints ──▶ .constraints
///   recognizers ──▶ .relations, .requirements
///   segmented controls ──▶ .segments
///   expect ──▶ .expectations
///      │
///      ▼
///   touches ──▶ ScriptBudget: samples, at each step
///   the run ──▶ ScenarioRun: trace records, before each step
/// ```
///
/// The script and the run are charged later, when the screen is whole: a script's samples by
/// `ScriptBudget` (its steps' durations, paths and held steppers), a run's trace records by
/// ``ScenarioRun/play(_:file:recordLimit:deadline:)``. ``Scenario/budget`` keeps what a loaded
/// screen spent.
public struct ScreenBudget: Sendable, Equatable {
  /// What the budget counts.
  public enum Resource: Int, CaseIterable, Sendable {
    /// Views: the file's own, generated rows, and the cells (with their views) tables and
    /// collections show at once (``ScenarioLoader/maximumViewCount``).
    case views
    /// Rows and items of all tables and collections (``ScenarioLoader/maximumCellCount``).
    case cells
    /// Constraints declared, and those stack views make (``ScenarioLoader/maximumConstraintCount``).
    case constraints
    /// Names in recognizers' relation and `except` lists
    /// (``ScenarioLoader/maximumRelationCount``).
    case relations
    /// Names in recognizers' failure requirements (``ScenarioLoader/maximumRequirementCount``).
    case requirements
    /// Segments of segmented controls (``ScenarioLoader/maximumSegmentCount``).
    case segments
    /// Expectations, each expected call or row counted (``ScenarioLoader/maximumExpectationCount``).
    case expectations

    /// The most a scenario may come to.
    public var limit: Int {
      switch self {
      case .views: ScenarioLoader.maximumViewCount
      case .cells: ScenarioLoader.maximumCellCount
      case .constraints: ScenarioLoader.maximumConstraintCount
      case .relations: ScenarioLoader.maximumRelationCount
      case .requirements: ScenarioLoader.maximumRequirementCount
      case .segments: ScenarioLoader.maximumSegmentCount
      case .expectations: ScenarioLoader.maximumExpectationCount
      }
    }

    /// What is counted, plural, as an error or a report names it.
    public var noun: String {
      switch self {
      case .views: "views"
      case .cells: "rows and items of tables and collections"
      case .constraints: "constraints"
      case .relations: "names in recognizers' relation and except lists"
      case .requirements: "names in recognizers' failure requirements"
      case .segments: "segments in segmented controls"
      case .expectations: "expectations (each expected call or row counted)"
      }
    }
  }

  private var amounts = [Int](repeating: 0, count: Resource.allCases.count)

  /// An empty budget.
  public init() {}

  /// How much of `resource` has been charged.
  public func spent(_ resource: Resource) -> Int { amounts[resource.rawValue] }

  /// Charges `amount` of `resource`, refusing at `node` when the total crosses its limit, with
  /// `refusal` (given the total and the limit) as the message, or else one that names the
  /// total, the limit and what is counted.
  mutating func charge(
    _ amount: Int, of resource: Resource, at node: YAMLNode,
    refusal: ((_ total: Int, _ limit: Int) -> String)? = nil
  ) throws(ScenarioError) {
    amounts[resource.rawValue] += amount
    let total = amounts[resource.rawValue]
    guard total > resource.limit else { return }
    throw node.error(
      refusal?(total, resource.limit)
        ?? "this brings the scenario to \(total) \(resource.noun); a scenario has at most \(resource.limit) \(resource.noun) (a YAML alias counts again at each use)"
    )
  }

  /// Gives back `amount` of `resource`: what was charged for reading something that turned out
  /// to stand for something else (a cell's view, read as a view, is charged with its table's
  /// cells instead).
  mutating func refund(_ amount: Int, of resource: Resource) {
    amounts[resource.rawValue] -= amount
  }
}
