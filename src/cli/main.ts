// placeholder entry until the CLI lands in this commit series
process.stderr.write('warrant: CLI not built yet\n');
process.exit(1);
