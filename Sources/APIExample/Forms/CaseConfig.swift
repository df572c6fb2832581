/// A case's form values as its Main reads them: typed fields, decoded once from the validated form (or `run --set`)
/// when the session is made. A field is read from the form by its id in `init`, and nowhere else, so a Main that
/// names a field its Config lacks does not compile, and `CaseConfigTests` fails when `init` reads an id the
/// Entry's form does not declare.
public protocol CaseConfig: Sendable {
    init(_ form: FormReader)
}
