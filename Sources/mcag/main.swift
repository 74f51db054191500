import MCAGCommandLine

MCAGCommandLine.main()
