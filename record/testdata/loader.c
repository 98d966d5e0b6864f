/* loader.c: runs host_main of a shared library (host.c built with
 * -DHOST_LIB) loaded with RTLD_LOCAL, as Python loads pyopencl: the
 * OpenCL library is then outside the global scope, where the
 * interposer's RTLD_NEXT does not find it. */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: loader LIB [ARGS...]\n");
		return 2;
	}
	void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		fprintf(stderr, "loader: %s\n", dlerror());
		return 2;
	}
	int (*host_main)(int, char **) = (int (*)(int, char **))dlsym(h, "host_main");
	if (!host_main) {
		fprintf(stderr, "loader: %s\n", dlerror());
		return 2;
	}
	return host_main(argc - 1, argv + 1);
}
