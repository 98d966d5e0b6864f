// Package opencl is bvgen's small executor over go-opencl (the only
// package of bvgen that imports it): it finds devices, builds programs and
// runs one kernel with a launch geometry. It knows nothing about scans or
// monoids; package interval runs the tests of POPL14 §6 ("Running the
// interval monoid test case") and §7 (Voigtländer's baseline) with it.
//
//   - device.go: device discovery over all platforms, once per process, in
//     a stable order (platform, then device); selection by index or by a
//     case-insensitive part of "platform / name"; ErrNoPlatform (with
//     InstallHint) when there is no device. An Executor owns a context and
//     a command queue on one device and is cached per device for the life
//     of the process, so repeated runs pay device set-up once.
//   - program.go: building a source with BuildOptions (-D, -I, extra
//     flags); programs are cached per executor by source and options, and
//     a failed build is a *BuildError carrying the device compiler's log.
//   - run.go: one NDRange launch of a kernel: its arguments (__global
//     buffers copied in and optionally read back, __local sizes, scalars),
//     the launch geometry checked against the device and the kernel
//     (Launch.Validate, *LimitError), and Timings split the way the
//     paper's Table 4 (§7) does: set-up, build, transfer, run and check.
//   - errors.go: *UsageError (a problem with the options rather than with
//     OpenCL) and *LimitError (a work group beyond a device limit), which
//     the CLI maps to exit codes.
package opencl
