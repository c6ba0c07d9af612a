import Foundation
import ViewRasterOutput

// The viewraster command line tool. Each subcommand is a `Command` in its own file;
// adding one is one line in this list.
let commands: [CommandEntry] = [
    RenderCommand.entry,
    RenderAllCommand.entry,
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

// SIGTERM and SIGINT remove the temporary files being written before the process ends.
TemporaryFiles.removeOnSignals()
exit(CLI(commands: commands).run(Array(CommandLine.arguments.dropFirst())))
