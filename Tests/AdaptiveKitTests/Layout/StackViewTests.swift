@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIStackView")
struct StackViewTests {
    /// A 300 × 100 horizontal stack at the window's origin with three views of intrinsic widths
    /// 40, 60 and 80 (heights 20, 30, 40).
    private func makeStack(_ configure: (UIStackView) -> Void) throws -> (UIWindow, UIStackView, [IntrinsicView]) {
        let window = try LayoutFixtures.window()
        let views = [IntrinsicView(40, 20), IntrinsicView(60, 30), IntrinsicView(80, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300), stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        configure(stack)
        window.layoutIfNeeded()
        return (window, stack, views)
    }

    private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
    private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }

    @Test("fill: views keep their widths and the last one takes the rest")
    func fill() throws {
        let (_, stack, views) = try makeStack { $0.spacing = 10 }
        #expect(widths(views) == [40, 60, 300 - 40 - 60 - 20])
        #expect(xs(views) == [0, 50, 120])
        #expect(views.allSatisfy { $0.frame.height == 100 }, "alignment fill")
        #expect(stack.arrangedSubviews.count == 3)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test("fill gives the extra room to the view that hugs least")
    func fillByHugging() throws {
        let (_, _, views) = try makeStack { stack in
            (stack.arrangedSubviews[0] as! IntrinsicView).setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        }
        #expect(widths(views) == [160, 60, 80])
    }

    @Test("fill breaks ties between views that hug equally by index; without that, the tie is free")
    func hugTies() throws {
        let (window, stack, views) = try makeStack { _ in }
        #expect(widths(views) == [40, 60, 200], "the last view takes the room")
        #expect(views.allSatisfy { $0.ambiguousAttributesInSuperview.isEmpty })
        stack.breaksPriorityTiesByIndex = false
        window.layoutIfNeeded()
        #expect(widths(views).reduce(0, +) == 300)
        // The room can go to any of the three: each width, and the places after it, are free.
        #expect(views.map(\.ambiguousAttributesInSuperview) == [["width"], ["minX", "width"], ["minX", "width"]])
        // A view that hugs less than the others takes the room alone: no tie.
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        window.layoutIfNeeded()
        #expect(widths(views) == [40, 180, 80])
        #expect(views.allSatisfy { $0.ambiguousAttributesInSuperview.isEmpty })
        // The room is gone: nothing to share, nothing free.
        views[1].setContentHuggingPriority(UILayoutPriority(250), for: .horizontal)
        stack.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil && $0.constant == 300 }?.constant = 180
        window.layoutIfNeeded()
        #expect(widths(views) == [40, 60, 80])
        #expect(views.allSatisfy { $0.ambiguousAttributesInSuperview.isEmpty })
    }

    @Test("fillEqually: equal widths")
    func fillEqually() throws {
        let (_, _, views) = try makeStack {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        #expect(widths(views) == [90, 90, 90])
        #expect(xs(views) == [0, 105, 210])
    }

    @Test("fillProportionally: widths in proportion to intrinsic widths")
    func fillProportionally() throws {
        let (_, _, views) = try makeStack { $0.distribution = .fillProportionally }
        // 40 : 60 : 80 of 300 → 66.67, 100, 133.33 (snapped to the @2x grid).
        #expect(widths(views)[1] == 100)
        #expect(abs(widths(views)[0] - 200.0 / 3.0) <= 0.5)
        #expect(abs(views[2].frame.maxX - 300) < 0.01)
    }

    @Test("fillProportionally: a view without an intrinsic width shares by its current width")
    func fillProportionallyByFrames() throws {
        let window = try LayoutFixtures.window()
        // Two plain views made 100 and 200 pt wide, and a view of intrinsic width 100.
        let views = [UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10)), UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 10)), IntrinsicView(100, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200), stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        // 100 : 200 : 100 of 200 pt; nothing free.
        #expect(widths(views) == [50, 100, 50])
        #expect(views.allSatisfy { $0.ambiguousAttributesInSuperview.isEmpty })
    }

    @Test("equalSpacing: intrinsic widths, equal gaps")
    func equalSpacing() throws {
        let (_, _, views) = try makeStack { $0.distribution = .equalSpacing }
        #expect(widths(views) == [40, 60, 80])
        #expect(xs(views) == [0, 100, 220])
    }

    @Test("equalCentering: equal distances between centres")
    func equalCentering() throws {
        let (_, _, views) = try makeStack { $0.distribution = .equalCentering }
        #expect(widths(views) == [40, 60, 80])
        let centers = views.map(\.frame.midX)
        #expect(centers == [20, 140, 260])
    }

    @Test("alignments across the axis")
    func alignments() throws {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [
            (.leading, [0, 0, 0]), (.top, [0, 0, 0]), (.center, [40, 35, 30]), (.trailing, [80, 70, 60]), (.bottom, [80, 70, 60]),
        ]
        for (alignment, ys) in expectations {
            let (_, _, views) = try makeStack { $0.alignment = alignment }
            #expect(views.map(\.frame.minY) == ys, "\(alignment)")
            #expect(views.map(\.frame.height) == [20, 30, 40], "\(alignment)")
        }
    }

    @Test("a spacing or equal-size stack whose length nothing decides is as short as its views and spacing allow, and not ambiguous")
    func canvasFitAlongTheAxis() throws {
        for distribution in [UIStackView.Distribution.equalSpacing, .equalCentering, .fillEqually, .fillProportionally] {
            let window = try LayoutFixtures.window()
            let views = [IntrinsicView(40, 20), IntrinsicView(60, 30), IntrinsicView(80, 40)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.distribution = distribution
            stack.alignment = .center
            stack.spacing = 20
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            // Held by its centre alone, as a document's empty-state stack is.
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            ])
            window.layoutIfNeeded()
            #expect(stack.ambiguousAttributesInSuperview.isEmpty, "\(distribution)")
            let gaps = zip(views, views.dropFirst()).map { $1.frame.minY - $0.frame.maxY }
            switch distribution {
            case .equalSpacing:
                #expect(gaps.allSatisfy { abs($0 - 20) < 0.001 }, "the minimum spacing")
                #expect(abs(stack.frame.height - (20 + 30 + 40 + 40)) < 0.001)
            case .fillEqually:
                #expect(views.allSatisfy { $0.frame.height == 40 }, "as tall as the tallest view asks")
            default:
                #expect(gaps.allSatisfy { $0 >= 20 - 0.001 }, "\(distribution)")
            }
        }
    }

    @Test("equalCentering gives up equal centres before the minimum spacing or the views' widths")
    func equalCenteringGivesWay() throws {
        // Equal centres would put the middle view 10 pt into the first: the spacing wins and the
        // views keep their widths.
        let window = try LayoutFixtures.window()
        let views = [IntrinsicView(100, 20), IntrinsicView(20, 20), IntrinsicView(20, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 160),
        ])
        window.layoutIfNeeded()
        #expect(widths(views) == [100, 20, 20])
        #expect(xs(views) == [0, 110, 140])
    }

    @Test("a view whose thickness nothing decides is as thin as it can be in a centred stack, not free")
    func ambiguitySuppression() throws {
        let window = try LayoutFixtures.window()
        let sized = IntrinsicView(80, 20)
        let plain = UIView()
        plain.translatesAutoresizingMaskIntoConstraints = false
        plain.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let stack = UIStackView(arrangedSubviews: [sized, plain])
        stack.axis = .vertical
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(plain.frame.width == 0 && plain.frame.midX == 40)
        #expect(plain.ambiguousAttributesInSuperview.isEmpty)
        #expect(stack.frame.width == 80)
    }

    @Test("fill across the axis ties the first view to the stack and the others to the first, as UIKit names them")
    func fillAcrossTheAxis() throws {
        let (_, stack, views) = try makeStack { _ in }
        let connections = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        let alignments = stack.constraints.filter { $0.identifier == "UISV-alignment" }
        let vertical: Set<NSLayoutConstraint.Attribute> = [.top, .bottom]
        #expect(connections.filter { vertical.contains($0.firstAttribute) }.count == 2)
        #expect(connections.filter { vertical.contains($0.firstAttribute) }.allSatisfy { $0.firstItem === stack && $0.secondItem === views[0] })
        #expect(alignments.count == 4)
        #expect(alignments.allSatisfy { $0.secondItem === views[0] && ($0.firstItem === views[1] || $0.firstItem === views[2]) })
    }

    @Test("when the first view cannot fill the stack, the broken connection leaves the others aligned with it")
    func fillConflictKeepsAlignmentWithFirst() throws {
        LayoutDiagnostics.shared.printsToStandardError = false
        defer {
            LayoutDiagnostics.shared.printsToStandardError = true
            LayoutDiagnostics.shared.removeAll()
        }
        // The first view is as tall as a 30 pt row beside the stack and centred on it (as a
        // keyboard bar's scrolling buttons are on its modifier buttons), which contradicts filling
        // the 100 pt stack. The row comes first in the tree, so its constraints are in the
        // solver before the stack's own, whose connections to the first view are what break.
        let (window, _, views) = try makeStack { stack in
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            stack.superview!.insertSubview(row, at: 0)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: stack.superview!.topAnchor, constant: 35),
                row.leadingAnchor.constraint(equalTo: stack.superview!.leadingAnchor, constant: 310),
                row.widthAnchor.constraint(equalToConstant: 10), row.heightAnchor.constraint(equalToConstant: 30),
                stack.arrangedSubviews[0].heightAnchor.constraint(equalTo: row.heightAnchor),
                stack.arrangedSubviews[0].centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ])
        }
        window.layoutIfNeeded()
        #expect(views[0].frame.minY == 35 && views[0].frame.height == 30)
        #expect(views.map(\.frame.minY) == [35, 35, 35], "aligned with the first view, not with the stack")
        #expect(views.map(\.frame.height) == [30, 30, 30])
    }

    @Test("baseline alignment lines up bottoms of views without text")
    func baselines() throws {
        let (_, _, views) = try makeStack { $0.alignment = .lastBaseline }
        #expect(Set(views.map(\.frame.maxY)).count == 1)
    }

    @Test("hidden arranged subviews collapse in place (UISV-hiding) and keep their alignment; custom spacing after a view")
    func hiddenAndCustomSpacing() throws {
        let (window, stack, views) = try makeStack {
            $0.spacing = 10
            $0.distribution = .fillEqually
        }
        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(widths([views[0], views[2]]) == [145, 145])
        #expect(views[2].frame.minX == 155)
        // Zero wide where the view before it ends, as tall as the stack (alignment fill).
        #expect(views[1].frame == CGRect(x: 145, y: 0, width: 0, height: 100))
        #expect(views[1].constraintsAffectingLayout(for: .horizontal).contains { $0.identifier == "UISV-hiding" && $0.constant == 0 })
        views[1].isHidden = false
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        window.layoutIfNeeded()
        // 300 − 30 − 10 = 260 shared by three.
        #expect(abs(views[1].frame.minX - (260.0 / 3.0 + 30)) <= 0.25, "snapped to the @2x grid")
    }

    @Test("a hidden first view sits at the start; a stack of hidden views only collapses them all")
    func hiddenAtTheStartAndAlone() throws {
        let (window, stack, views) = try makeStack {
            $0.spacing = 10
            $0.alignment = .center
        }
        views[0].isHidden = true
        window.layoutIfNeeded()
        #expect(views[0].frame.minX == 0 && views[0].frame.width == 0)
        // Centred across the axis like the others, at its intrinsic height.
        #expect(views[0].frame.midY == 50 && views[0].frame.height == 20)
        #expect(views[1].frame.minX == 0)
        for view in views { view.isHidden = true }
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [0, 0, 0])
        #expect(stack.arrangedSubviews.count == 3)
    }

    @Test("a stack whose arranged views are all hidden is zero long along its axis; on the canvas, only as weakly as a spacing stack")
    func allHiddenCollapsesTheStack() throws {
        for collapses in [true, false] {
            let window = try LayoutFixtures.window()
            let views = [IntrinsicView(40, 20), IntrinsicView(60, 30)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.collapsesHiddenArrangedSubviews = collapses
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            // Only the start is pinned: the views decide the width.
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: window.topAnchor), stack.heightAnchor.constraint(equalToConstant: 50),
            ])
            window.layoutIfNeeded()
            #expect(stack.frame.width == 100)
            for view in views { view.isHidden = true }
            window.layoutIfNeeded()
            #expect(stack.frame.width == 0 && stack.frame.minX == 10, "collapses: \(collapses)")
            #expect(!stack.hasAmbiguousLayout, "collapses: \(collapses)")
            if !collapses {
                // A width the document gives wins over the canvas's weak pull.
                stack.widthAnchor.constraint(equalToConstant: 120).isActive = true
                window.layoutIfNeeded()
                #expect(stack.frame.width == 120)
            }
        }
    }

    @Test("a vertical stack relative to its layout margins")
    func verticalWithMargins() throws {
        let (window, stack, views) = try makeStack {
            $0.axis = .vertical
            $0.alignment = .center
            $0.isLayoutMarginsRelativeArrangement = true
            $0.insetsLayoutMarginsFromSafeArea = false
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 0, right: 5)
            $0.distribution = .equalSpacing
        }
        _ = window
        #expect(stack.axis == .vertical)
        // 95 pt of room for 90 pt of views: two gaps of 2.5.
        #expect(views.map(\.frame.minY) == [5, 27.5, 60])
        #expect(views.map(\.frame.midX) == [150, 150, 150])
    }

    @Test("removing an arranged subview keeps it as a subview; removing from the superview removes it from the arrangement")
    func arrangedSubviewMembership() throws {
        let (_, stack, views) = try makeStack { _ in }
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(views[0].superview === stack)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(views[2])])
    }
}
