/// A variable times a coefficient, such as `0.75 * cell.width`.
public struct Term {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates a term.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: Its factor; 1 by default.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant, such as `a.minX + a.width - b.minX + 8`.
///
/// Build one with the initialisers or with `+`, `-`, `*` and `/` over variables, terms,
/// expressions and numbers; compare two with `==`, `<=` or `>=` to get a `Constraint`.
public struct Expression {
    /// The terms, in the order written. A variable may appear more than once; the solver adds
    /// its coefficients up.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the expression made of one term.
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The value of the expression with the variables' current `value`s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) }, constant: constant * factor)
    }
}

extension Term: CustomStringConvertible {
    /// The term as written in an equation, such as `0.75 * cell.width`.
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable.description)"
    }
}

extension Expression: CustomStringConvertible {
    /// The expression as written in an equation, such as `a.minX + a.width - b.minX + 8`.
    public var description: String {
        describe(constant: constant)
    }

    /// The terms followed by `constant` (left out when zero, unless there are no terms).
    func describe(constant: Double) -> String {
        var text = ""
        for term in terms {
            let magnitude = Swift.abs(term.coefficient)
            let body = magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable.description)"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + body : body
            } else {
                text += term.coefficient < 0 ? " - " + body : " + " + body
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 {
            text += constant < 0 ? " - " + formatNumber(-constant) : " + " + formatNumber(constant)
        }
        return text
    }
}

/// A number as short as it can be written: `8`, `0.75`, `-1e+20`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}

// MARK: - Arithmetic

extension Variable {
    var term: Term { Term(self) }
    var expression: Expression { Expression(self) }
}

extension Term {
    var expression: Expression { Expression(self) }
}

/// Combines two expressions term by term.
private func combine(_ lhs: Expression, _ rhs: Expression, sign: Double) -> Expression {
    var terms = lhs.terms
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    for term in rhs.terms {
        terms.append(Term(term.variable, coefficient: sign * term.coefficient))
    }
    return Expression(terms: terms, constant: lhs.constant + sign * rhs.constant)
}

/// The product of a term and a number.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, coefficient: lhs.coefficient * rhs) }
/// The product of a number and a term.
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
/// The term `number × variable`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: rhs) }
/// The term `number × variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, coefficient: lhs) }
/// The expression scaled by a number.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// The expression scaled by a number.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// The term divided by a number.
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }
/// The term `variable / number`.
public func / (lhs: Variable, rhs: Double) -> Term { lhs * (1 / rhs) }
/// The expression divided by a number.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

/// The negated variable.
public prefix func - (operand: Variable) -> Term { Term(operand, coefficient: -1) }
/// The negated term.
public prefix func - (operand: Term) -> Term { Term(operand.variable, coefficient: -operand.coefficient) }
/// The negated expression.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression { combine(lhs, rhs, sign: 1) }
/// The sum of an expression and a term.
public func + (lhs: Expression, rhs: Term) -> Expression { combine(lhs, rhs.expression, sign: 1) }
/// The sum of an expression and a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { combine(lhs, rhs.expression, sign: 1) }
/// The expression plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(terms: lhs.terms, constant: lhs.constant + rhs) }
/// The sum of a term and an expression.
public func + (lhs: Term, rhs: Expression) -> Expression { combine(lhs.expression, rhs, sign: 1) }
/// The sum of two terms.
public func + (lhs: Term, rhs: Term) -> Expression { Expression(terms: [lhs, rhs]) }
/// The sum of a term and a variable.
public func + (lhs: Term, rhs: Variable) -> Expression { Expression(terms: [lhs, rhs.term]) }
/// The term plus a constant.
public func + (lhs: Term, rhs: Double) -> Expression { Expression(terms: [lhs], constant: rhs) }
/// The sum of a variable and an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { combine(lhs.expression, rhs, sign: 1) }
/// The sum of a variable and a term.
public func + (lhs: Variable, rhs: Term) -> Expression { Expression(terms: [lhs.term, rhs]) }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [lhs.term, rhs.term]) }
/// The variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [lhs.term], constant: rhs) }
/// A constant plus an expression.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// A constant plus a term.
public func + (lhs: Double, rhs: Term) -> Expression { rhs + lhs }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { combine(lhs, rhs, sign: -1) }
/// An expression minus a term.
public func - (lhs: Expression, rhs: Term) -> Expression { combine(lhs, rhs.expression, sign: -1) }
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { combine(lhs, rhs.expression, sign: -1) }
/// An expression minus a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// A term minus an expression.
public func - (lhs: Term, rhs: Expression) -> Expression { combine(lhs.expression, rhs, sign: -1) }
/// The difference of two terms.
public func - (lhs: Term, rhs: Term) -> Expression { Expression(terms: [lhs, -rhs]) }
/// A term minus a variable.
public func - (lhs: Term, rhs: Variable) -> Expression { Expression(terms: [lhs, -rhs]) }
/// A term minus a constant.
public func - (lhs: Term, rhs: Double) -> Expression { Expression(terms: [lhs], constant: -rhs) }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { combine(lhs.expression, rhs, sign: -1) }
/// A variable minus a term.
public func - (lhs: Variable, rhs: Term) -> Expression { Expression(terms: [lhs.term, -rhs]) }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [lhs.term, -rhs]) }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [lhs.term], constant: -rhs) }
/// A constant minus an expression.
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
/// A constant minus a term.
public func - (lhs: Double, rhs: Term) -> Expression { -rhs + lhs }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }
