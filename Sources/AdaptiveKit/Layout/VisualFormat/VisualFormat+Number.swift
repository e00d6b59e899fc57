extension VisualFormat {
    /// A number of a format: a literal such as `20` or `1e2`, or a metric name already resolved
    /// through the metrics dictionary.
    ///
    /// Literals make numbers directly: `let spacing: VisualFormat.Number = 20`.
    public struct Number: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        /// The value: the literal's, or the metric's value in the metrics dictionary. Always finite.
        public var value: Double
        /// The metric's name when the format names a metric rather than writing a number.
        public var metricName: String?

        /// A number written literally in the format.
        public init(_ value: Double) {
            self.value = value
            self.metricName = nil
        }

        /// A number written as a metric name, with the value it has in the metrics dictionary.
        public static func metric(_ name: String, _ value: Double) -> Number {
            var number = Number(value)
            number.metricName = name
            return number
        }

        public init(integerLiteral value: Int) {
            self.init(Double(value))
        }

        public init(floatLiteral value: Double) {
            self.init(value)
        }
    }
}
