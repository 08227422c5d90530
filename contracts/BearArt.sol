// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/**
 * @title BearArt
 * @notice Draws a bear as SVG from its token id and describes it as ERC-721 metadata JSON, all
 * on chain, so a bear's image needs no external host. The id's hash picks every feature, so a
 * bear always looks the same and neighbouring ids look unrelated.
 */
library BearArt {
    using Strings for uint256;

    struct Traits {
        uint256 fur;
        uint256 eyes;
        uint256 mouth;
        uint256 accessory;
        uint256 backgroundHue;
        uint256 earRadius;
    }

    uint256 private constant FUR_COUNT = 8;
    uint256 private constant EYES_COUNT = 3;
    uint256 private constant MOUTH_COUNT = 3;
    uint256 private constant ACCESSORY_COUNT = 4;

    /// The features of a bear, derived from the hash of its id.
    function traitsOf(uint256 tokenId) internal pure returns (Traits memory traits) {
        uint256 seed = uint256(keccak256(abi.encode("bear", tokenId)));
        traits.fur = seed % FUR_COUNT;
        traits.eyes = (seed >> 16) % EYES_COUNT;
        traits.mouth = (seed >> 32) % MOUTH_COUNT;
        traits.accessory = (seed >> 48) % ACCESSORY_COUNT;
        traits.backgroundHue = (seed >> 64) % 360;
        traits.earRadius = 26 + ((seed >> 80) % 11);
    }

    /// ERC-721 metadata as a `data:application/json;base64,` URI with the SVG image inside.
    function tokenURI(uint256 tokenId) internal pure returns (string memory) {
        Traits memory traits = traitsOf(tokenId);
        string memory image = string.concat(
            "data:image/svg+xml;base64,",
            Base64.encode(bytes(svg(traits)))
        );
        bytes memory json = abi.encodePacked(
            '{"name":"Bear #',
            tokenId.toString(),
            '","description":"An on-chain bear of the Bear collection.","image":"',
            image,
            '","attributes":',
            _attributes(traits),
            "}"
        );
        return string.concat("data:application/json;base64,", Base64.encode(json));
    }

    /// The bear as a 240 x 240 SVG document.
    function svg(Traits memory traits) internal pure returns (string memory) {
        return
            string.concat(
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img">',
                '<rect width="240" height="240" fill="hsl(',
                traits.backgroundHue.toString(),
                ',70%,86%)"/>',
                _head(traits),
                _eyes(traits.eyes),
                _mouth(traits.mouth),
                _accessory(traits.accessory),
                "</svg>"
            );
    }

    function _head(Traits memory traits) private pure returns (string memory) {
        (, string memory fur, string memory muzzle) = _fur(traits.fur);
        string memory ear = traits.earRadius.toString();
        string memory innerEar = (traits.earRadius - 12).toString();
        return
            string.concat(
                string.concat(
                    '<g fill="',
                    fur,
                    '"><circle cx="70" cy="72" r="',
                    ear,
                    '"/><circle cx="170" cy="72" r="',
                    ear,
                    '"/><circle cx="120" cy="132" r="78"/></g>'
                ),
                string.concat(
                    '<g fill="',
                    muzzle,
                    '"><circle cx="70" cy="72" r="',
                    innerEar,
                    '"/><circle cx="170" cy="72" r="',
                    innerEar,
                    '"/><ellipse cx="120" cy="160" rx="36" ry="28"/></g>'
                ),
                '<ellipse cx="120" cy="146" rx="13" ry="9" fill="#2b1d14"/>'
            );
    }

    function _eyes(uint256 eyes) private pure returns (string memory) {
        string memory open = '<circle cx="92" cy="118" r="7" fill="#1b1b1b"/>';
        string memory shut = '<path d="M84 118h16M140 118h16" stroke="#1b1b1b" stroke-width="4" stroke-linecap="round"/>';
        if (eyes == 0) return string.concat(open, '<circle cx="148" cy="118" r="7" fill="#1b1b1b"/>');
        if (eyes == 1) return shut;
        return string.concat(open, '<path d="M140 118h16" stroke="#1b1b1b" stroke-width="4" stroke-linecap="round"/>');
    }

    function _mouth(uint256 mouth) private pure returns (string memory) {
        if (mouth == 0) {
            return '<path d="M106 168q14 14 28 0" fill="none" stroke="#2b1d14" stroke-width="4" stroke-linecap="round"/>';
        }
        if (mouth == 1) return '<ellipse cx="120" cy="172" rx="8" ry="6" fill="#7a2e2e"/>';
        return '<path d="M110 170h20" stroke="#2b1d14" stroke-width="4" stroke-linecap="round"/>';
    }

    function _accessory(uint256 accessory) private pure returns (string memory) {
        if (accessory == 1) {
            return '<g fill="#f4a7b9" opacity="0.8"><circle cx="74" cy="150" r="10"/><circle cx="166" cy="150" r="10"/></g>';
        }
        if (accessory == 2) return '<path d="M100 52l20 12-20 12zM140 52l-20 12 20 12z" fill="#e0245e"/>';
        if (accessory == 3) return '<path d="M88 58l8-26 16 16 8-20 8 20 16-16 8 26z" fill="#f5c518"/>';
        return "";
    }

    function _fur(
        uint256 fur
    ) private pure returns (string memory name, string memory colour, string memory muzzle) {
        if (fur == 0) return ("Brown", "#8b5a2b", "#d9b38c");
        if (fur == 1) return ("Honey", "#c98b3c", "#f1d3a1");
        if (fur == 2) return ("Grizzly", "#5c4033", "#a47e62");
        if (fur == 3) return ("Polar", "#eeeae0", "#ffffff");
        if (fur == 4) return ("Cocoa", "#4a2f23", "#8c6a56");
        if (fur == 5) return ("Cinnamon", "#a0522d", "#e0a878");
        if (fur == 6) return ("Sand", "#d8b48a", "#f5e6cf");
        return ("Midnight", "#2f2f3a", "#6b6b7a");
    }

    function _attributes(Traits memory traits) private pure returns (string memory) {
        (string memory furName, , ) = _fur(traits.fur);
        string[EYES_COUNT] memory eyes = ["Open", "Sleepy", "Wink"];
        string[MOUTH_COUNT] memory mouths = ["Smile", "Surprised", "Calm"];
        string[ACCESSORY_COUNT] memory accessories = ["None", "Blush", "Bow", "Crown"];
        return
            string.concat(
                '[{"trait_type":"Fur","value":"',
                furName,
                '"},{"trait_type":"Eyes","value":"',
                eyes[traits.eyes],
                '"},{"trait_type":"Mouth","value":"',
                mouths[traits.mouth],
                '"},{"trait_type":"Accessory","value":"',
                accessories[traits.accessory],
                '"},{"trait_type":"Background hue","display_type":"number","value":',
                traits.backgroundHue.toString(),
                "}]"
            );
    }
}
