import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
import Testing

@MainActor
@Suite("Colour resources that name each other")
struct ColorResourceCycleTests {
    @Test("named colours that refer to each other, or to themselves, end with a reason instead of recursing")
    func cycle() {
        var resources = IBResources()
        resources.namedColors["A"] = IBColor(value: .named("B", catalog: nil))
        resources.namedColors["B"] = IBColor(value: .named("A", catalog: nil))
        resources.namedColors["Self"] = IBColor(value: .named("Self", catalog: nil))
        let (made, problem) = IBValueConversions.color(IBColor(value: .named("A", catalog: nil)), resources: resources, bundle: nil)
        #expect(made == nil)
        #expect(problem == "colour named A refers back to itself through the document's colour resources")
        let (selfMade, selfProblem) = IBValueConversions.color(IBColor(value: .named("Self", catalog: nil)), resources: resources, bundle: nil)
        #expect(selfMade == nil)
        #expect(selfProblem != nil)
    }

    @Test("a named colour whose resource gives components is still that colour")
    func fallback() {
        var resources = IBResources()
        resources.namedColors["Accent"] = IBColor(value: .rgb(red: 1, green: 0, blue: 0, alpha: 1))
        let (made, problem) = IBValueConversions.color(IBColor(value: .named("Accent", catalog: nil)), resources: resources, bundle: nil)
        #expect(made == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(problem == nil)
    }
}
