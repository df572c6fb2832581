import APIExample

/// Menu navigation and filtering.
enum MenuReducer {
    static func apply(_ command: Command, to state: inout AppState) -> [Effect] {
        let ids = state.visibleSections().flatMap(\.items).map(\.id)
        let index = ids.firstIndex(of: state.menu.selectedId) ?? 0
        switch command {
        case .moveUp:
            if !ids.isEmpty { state.menu.selectedId = ids[max(0, index - 1)] }
        case .moveDown:
            if !ids.isEmpty { state.menu.selectedId = ids[min(ids.count - 1, index + 1)] }
        case .pageUp:
            if let first = ids.first { state.menu.selectedId = first }
        case .pageDown:
            if let last = ids.last { state.menu.selectedId = last }
        case .startFilter:
            state.menu.isFiltering = true
        case .clearFilter:
            state.menu.filter = ""
            state.menu.isFiltering = false
        case .open:
            state.menu.isFiltering = false
            guard ids.contains(state.menu.selectedId), let item = MenuRegistry.item(id: state.menu.selectedId) else { return [] }
            state.form = FormState(caseId: item.id, fields: item.fields, keyCenter: state.keyCenter,
                                   language: state.language)
            state.screen = .entry(caseId: item.id)
        default:
            break
        }
        return []
    }

    /// After the filter changes, the selection moves to the first visible row if it was filtered out.
    static func keepSelectionVisible(_ state: inout AppState) {
        let ids = state.visibleSections().flatMap(\.items).map(\.id)
        if !ids.contains(state.menu.selectedId), let first = ids.first {
            state.menu.selectedId = first
        }
    }
}
