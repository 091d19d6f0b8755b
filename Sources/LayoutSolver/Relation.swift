/// How an expression compares with zero.
public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }
