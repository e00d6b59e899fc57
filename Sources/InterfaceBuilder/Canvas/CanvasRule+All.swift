extension CanvasRule {
    /// Every canvas rule, in the order a scene's layout meets them: the canvas device, the
    /// scene's root and containers, the safe area, margins, then the stored-frame rules of the
    /// layout pass and what the comparison leaves out. A new rule is added here and in its own
    /// file.
    public static let all: [CanvasRule] = [
        .xcode11HomeButtonStatusBar, .miniCanvasStatusBar, .olderXRStatusBar, .olderIPhone12StatusBar,
        .ownScreenRoot, .placedRoot, .phonePageSheet, .navigationStatusBarNone, .controllerStatusBarNone, .fullScreenPresentation, .inferredContainers,
        .navigationItemBar, .simulatedBars, .opaqueBars, .largeTitleBar, .placedNavigationRoot, .doubledSafeArea, .xibTopLevelSafeArea,
        .xibRootMargins, .preSafeAreaRootMargins, .staleCellContentFrame, .cellMargins, .subviewTableCellMargins, .xibCellMargins, .unlaidCells, .insetGroupedRows, .sliderAlignmentInsets, .stoppedActivityIndicators, .hiddenArrangedSubviews,
        .storedFrameHold, .tableFooterPlacement,
        .writtenByHand,
    ]

    /// The rule with this name.
    public static func named(_ name: String) -> CanvasRule? { all.first { $0.name == name } }
}
