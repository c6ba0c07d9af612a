import Foundation

// The viewraster command line tool. Each subcommand is a `Command` in its own file;
// adding one is one line in this list.
let commands: [CommandEntry] = [
    RenderCommand.entry,
    FramesCommand.entry,
    ScenesCommand.entry,
    GalleryCommand.entry,
    RasterCommand.entry,
    DiffCommand.entry,
    ReportCommand.entry,
    SnapshotsCommand.entry,
    BenchCommand.entry,
    InspectCommand.entry,
    LayoutCommand.entry,
    FuzzCommand.entry,
    FuzzCaseCommand.hiddenEntry,
]

exit(CLI(commands: commands).run(Array(CommandLine.arguments.dropFirst())))
