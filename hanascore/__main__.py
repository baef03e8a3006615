from hanascore.cli.main import main

main()
