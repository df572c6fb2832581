/// What `SimEngineState.walkComponents` hands every component to, in the engine's teardown order.
protocol SimComponentVisitor {
    mutating func visit<Component: SimComponent>(_ component: inout Component)
}

/// Collects what each component reports when the main connection leaves.
struct SimMainChannelLeaver: SimComponentVisitor {
    let now: Double
    var callbacks: [SimCallback] = []

    mutating func visit<Component: SimComponent>(_ component: inout Component) {
        callbacks += component.mainChannelLeft(at: now)
    }
}

/// Destroys every component.
struct SimComponentDestroyer: SimComponentVisitor {
    mutating func visit<Component: SimComponent>(_ component: inout Component) {
        component.destroy()
    }
}
