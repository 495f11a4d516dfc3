#!/usr/bin/env ruby
# frozen_string_literal: true
#
# What `rails routes` of Rails 6.1 prints for a table drawn from scenario declarations: the fixtures of
# test/cli/rails61-table/ (their `draw` in the format of ../shared/conformance/SCHEMA.md, played by the shared
# oracle) are drawn on a real ActionDispatch route set, and each query's arguments (`-E`/`--expanded`,
# `-g`/`--grep PATTERN`, `-c`/`--controller NAME`) are answered by ActionDispatch::Routing::RoutesInspector with
# ConsoleFormatter::Sheet or ::Expanded (80 columns), as railties' `routes` command does. The answer is the
# inspector's text; the command (Thor's `say`) prints it with a newline after it.
#
# A value `{"redirect": "/path", "status": 302}` in a fixture is the mapper's `redirect("/path", status: 302)`.
#
#   ruby scripts/rails61-table.rb test/cli/rails61-table/*.json            # compare with the committed outputs
#   ruby scripts/rails61-table.rb --write test/cli/rails61-table/*.json    # write Rails' outputs into them
require "json"
require_relative "rails-oracle-blocks" # the shared oracle, with a mapper that plays concern blocks
require "action_dispatch/routing/inspector"

module RailsOracle
  REDIRECTS = Object.new.extend(ActionDispatch::Routing::Redirection)

  class << self
    alias_method :plain_value, :value

    def value(v, key = nil)
      return plain_value(v, key) unless v.is_a?(Hash) && v.key?("redirect") && (v.keys - %w[redirect status]).empty?

      REDIRECTS.redirect(v["redirect"], **(v["status"] ? { status: v["status"] } : {}))
    end
  end
end

# `rails routes` options → [formatter, filter], as railties 6.1's Rails::Command::RoutesCommand builds them.
def inspector_arguments(args)
  args = args.dup
  expanded = false
  filter = {}
  until args.empty?
    case (arg = args.shift)
    when "-E", "--expanded" then expanded = true
    when "-g", "--grep" then filter[:grep] = args.shift
    when "-c", "--controller" then filter[:controller] = args.shift
    else abort "rails61-table: unknown argument #{arg.inspect}"
    end
  end
  formatter = expanded ? ActionDispatch::Routing::ConsoleFormatter::Expanded.new(width: 80) : ActionDispatch::Routing::ConsoleFormatter::Sheet.new
  [formatter, filter]
end

def answers(fixture)
  set = ActionDispatch::Routing::RouteSet.new
  set.draw { RailsOracle.play(self, fixture["draw"]) }
  fixture["queries"].map do |query|
    formatter, filter = inspector_arguments(query["args"])
    query.merge("output" => ActionDispatch::Routing::RoutesInspector.new(set.routes.routes).format(formatter, filter))
  end
end

argv = ARGV.dup
write = argv.delete("--write")
abort "usage: ruby scripts/rails61-table.rb [--write] FIXTURE.json..." if argv.empty?
differ = 0
argv.each do |file|
  fixture = JSON.parse(File.read(file))
  queries = answers(fixture)
  if write
    File.write(file, "#{JSON.pretty_generate(fixture.merge("rails" => ActionPack.version.to_s, "queries" => queries))}\n")
    puts "#{file}: #{queries.size} outputs written"
  else
    queries.zip(fixture["queries"]).each do |mine, committed|
      next if mine["output"] == committed["output"]

      differ += 1
      puts "#{file} #{mine['args'].inspect}: Rails prints\n#{mine['output']}\n-- the fixture has\n#{committed['output']}"
    end
  end
end
exit(differ.zero? ? 0 : 1)
