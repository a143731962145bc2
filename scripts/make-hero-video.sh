#!/usr/bin/env bash
# Renders the home page's hero loop and its poster from ffmpeg's own test sources (no footage needed):
# a slowly shifting brand gradient with a faint "data" texture from a Game of Life pattern, played
# forward then backward so the loop is seamless. Needs Debian's ffmpeg (apt-get install -y ffmpeg).
# Output (committed): public/media/hero.webm (VP9), hero.mp4 (H.264), hero-poster-{960,480}.webp. 640x360 is plenty for a soft gradient and keeps decoding cheap.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/media
mkdir -p "$out"
sources=(
  -f lavfi -i "gradients=s=640x360:c0=0x1e1b4b:c1=0x4f46e5:c2=0x0b1026:c3=0x7c3aed:c4=0x0e7490:n=5:speed=0.012:duration=6:rate=24:seed=7"
  -f lavfi -i "life=s=160x90:mold=10:r=24:ratio=0.1:seed=11:death_color=#000000:life_color=#ffffff,scale=640:360:flags=neighbor,gblur=sigma=1.2"
)
graph="[1:v]format=yuva420p,colorchannelmixer=aa=0.10[l];[0:v][l]overlay=shortest=1,format=yuv420p,split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1[v]"

ffmpeg -hide_banner -loglevel error -y "${sources[@]}" -filter_complex "$graph" -map "[v]" -t 12 \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/hero.webm"
ffmpeg -hide_banner -loglevel error -y "${sources[@]}" -filter_complex "$graph" -map "[v]" -t 12 \
  -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -profile:v main -movflags +faststart -an "$out/hero.mp4"
# The poster is the loop's first frame, so nothing jumps when the video takes over.
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.webm" -frames:v 1 -vf scale=960:-2 -c:v libwebp -quality 70 "$out/hero-poster-960.webp"
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.webm" -frames:v 1 -vf scale=480:-2 -c:v libwebp -quality 70 "$out/hero-poster-480.webp"
ls -l "$out"
