#!/usr/bin/env ruby
# frozen_string_literal: true
#
# ../shared/oracle/rails_oracle.rb, able to play the blocks Rails runs with `instance_exec` (a `concern`'s
# block, `direct`/`resolve` are not playable): the shared oracle's block is `proc { play(mapper, calls) }`,
# which under `instance_exec` looks `play` up on the mapper. Same arguments and output as the shared oracle.
#
#   ruby scripts/rails-oracle-blocks.rb [--pretty] SCENARIO.json
#
# Required by other scripts (scripts/rails61-table.rb) for the mapper that plays concern blocks.
require_relative "../../shared/oracle/rails_oracle"

ActionDispatch::Routing::Mapper.class_eval do
  # The oracle's block calls `play(mapper, calls)`; inside a concern it runs with the mapper as self.
  def play(mapper, calls)
    RailsOracle.play(mapper, calls)
  end
end

if $PROGRAM_NAME == __FILE__
  argv = ARGV.dup
  pretty = argv.delete("--pretty")
  file = argv.first
  abort "usage: ruby scripts/rails-oracle-blocks.rb [--pretty] SCENARIO.json|-" unless file
  input = JSON.parse(file == "-" ? $stdin.read : File.read(file))
  out = input.is_a?(Array) ? input.map { |s| RailsOracle.run(s) } : RailsOracle.run(input)
  puts(pretty ? JSON.pretty_generate(out) : JSON.generate(out))
end
